import { Form, useNavigation } from "react-router";
import type { NotificationStatus } from "~/leads/notify/settings.server";
import { formatMalaysiaTime } from "~/leads/format";
import { PushToggle } from "./PushToggle";
import { HotLeadsChoice } from "./HotLeadsChoice";

const section = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5";

/** Settings → Notifications (issue 32 item 1): is e-mail set up, "Send a test", and what could not be sent. */
export function NotificationsSection({ status }: { status: NotificationStatus }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/admin/settings/notifications";
  const { email, failed } = status;
  return (
    <section id="notifications" aria-labelledby="notifications-heading" className={`${section} mt-8`}>
      <h2 id="notifications-heading" className="text-lg font-semibold">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-stone-600">Every enquiry reaches you within a minute: by e-mail, with a button to reply on WhatsApp, and as a notification on the devices you turn on below.</p>
      {email.configured ? (
        <>
          <p className="mt-3 text-sm">
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">E-mail on</span>{" "}
            Sent to <strong className="break-all">{email.to}</strong> through {email.server}.
          </p>
          <Form method="post" action="/admin/settings/notifications" className="mt-3">
            <button
              type="submit"
              disabled={sending}
              className="rounded border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-50 disabled:opacity-60"
            >
              {sending ? "Sending..." : "Send a test"}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-3 text-sm">
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800">E-mail off</span>{" "}
          Set <code>SMTP_URL</code> and <code>NOTIFY_EMAIL</code> on the server and restart it (the README shows Gmail, Amazon SES and
          other providers). Enquiries still arrive in Enquiries.
        </p>
      )}
      <PushToggle publicKey={status.push.publicKey} devices={status.push.devices} />
      <HotLeadsChoice on={status.hotLeads} />
      <h3 className="mt-5 font-semibold">Failed deliveries</h3>
      {failed.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">None: every notification was sent.</p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label="Failed deliveries">
          {failed.map((f) => (
            <li key={f.id} className="rounded border border-amber-200 bg-amber-50 p-3 text-sm" data-failed-notification={f.id}>
              <p className="font-medium break-words">
                {f.channel === "email" ? "E-mail" : "Push"}: {f.about}
              </p>
              <p className="text-stone-700">
                {formatMalaysiaTime(f.created_at)} · tried {f.attempts} {f.attempts === 1 ? "time" : "times"} ·{" "}
                {f.next_attempt_at ? `next try ${formatMalaysiaTime(f.next_attempt_at)}` : `given up ${formatMalaysiaTime(f.failed_at ?? f.created_at)}`}
              </p>
              <p className="mt-1 break-words text-stone-900">The mail server said: {f.last_error}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
