import { data } from "react-router";
import type { Route } from "./+types/admin";
import { AdminError } from "~/components/AdminError";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { CalendarFeedSection } from "~/leads/ui/CalendarFeedSection";
import { LeadListHeader } from "~/leads/ui/LeadListHeader";
import { ViewingHoursForm } from "~/leads/ui/ViewingHoursForm";
import { ViewingItem, type AdminViewing } from "~/leads/ui/ViewingItem";
import { calendarFeedOn, getAvailability, newCalendarSecret, readAvailabilityForm, revokeCalendarSecret, saveAvailability } from "~/leads/viewings/availability.server";
import { decideViewing, deleteViewing, listViewings, type Decision } from "~/leads/viewings/admin.server";
import { titleFor } from "~/leads/viewings/messages.server";
import { replyText, replyWhatsappLink } from "~/leads/viewings/reply-text";
import { currentFreeSlots } from "~/leads/viewings/requests.server";
import { SLOT_MINUTES_CHOICES } from "~/leads/viewings/slots";
import { emailConfigured } from "~/leads/notify/outbox.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { getEnv } from "~/platform/config.server";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";
import { toast } from "~/platform/toast";
import { adminMeta } from "~/site/admin-page";

export const meta = () => adminMeta("Viewings");

/** The Viewings screen (issue 32 item 2, decision 058): requests in Malaysia time, the agent's answers, the hours and the calendar feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const show = new URL(request.url).searchParams.get("show") === "all" ? "all" : "upcoming";
  const [requests, free, availability, feedOn, settings] = await Promise.all([listViewings(show), currentFreeSlots(), getAvailability(), calendarFeedOn(), getSiteSettingsOrLast()]);
  const viewings: AdminViewing[] = await Promise.all(
    requests.map(async (r) => {
      const lang: Lang = (LANGS as readonly string[]).includes(r.lang) ? (r.lang as Lang) : "en";
      const whatsapp = r.status === "pending" || r.status === "cancelled" ? null : replyWhatsappLink(r.phone, replyText({ ...r, status: r.status }, await titleFor(r, lang), settings, translator(lang), lang));
      const { id, property_id, display_id, listing_title, name, phone, email, slot_start, status, created_at } = r;
      return { id, property_id, display_id, listing_title, name, phone, email, slot_start, status, created_at, whatsapp };
    }),
  );
  return { show, viewings, free, availability, feedOn, emailOn: emailConfigured() } as const;
}

const DONE: Record<Decision["kind"], string> = { confirm: "Viewing confirmed.", decline: "Viewing declined.", propose: "Another time proposed." };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  if (intent === "hours") {
    const read = readAvailabilityForm(form, SLOT_MINUTES_CHOICES);
    if (read.errors.length > 0) return data({ hoursErrors: read.errors }, { status: 400 });
    await saveAvailability(read.availability);
    return redirectWithToast(request, back, toast("success", "Viewing hours saved."));
  }
  if (intent === "calendar-new") {
    const secret = await newCalendarSecret();
    const https = `${getEnv().AGENT_SITE_URL}/admin/calendar/${secret}.ics`;
    return { calendar: { https, webcal: https.replace(/^https?:/, "webcal:") } };
  }
  if (intent === "calendar-off") {
    await revokeCalendarSecret();
    return redirectWithToast(request, back, toast("success", "Calendar feed turned off: the old link no longer works."));
  }
  if (intent === "delete") {
    const done = await deleteViewing(id);
    return redirectWithToast(request, back, done ? toast("success", "Viewing request deleted.") : toast("error", "That request was already deleted."));
  }
  const decision: Decision | null =
    intent === "confirm" || intent === "decline" ? { kind: intent } : intent === "propose" ? { kind: "propose", slot: String(form.get("slot") ?? "") } : null;
  if (!decision) return redirectWithToast(request, back, toast("error", "Unknown action."));
  const result = await decideViewing(id, decision);
  const message = {
    done: toast("success", `${DONE[decision.kind]} Tap "Tell … on WhatsApp" to let the visitor know.`),
    gone: toast("error", "That request was deleted."),
    taken: toast("error", "That time is no longer free. Pick another."),
    unchanged: toast("error", "That request was already answered."),
  }[result];
  return redirectWithToast(request, `${back}#viewing-${id}`, message);
}

export default function Viewings({ loaderData, actionData }: Route.ComponentProps) {
  const { show, viewings, free, availability, feedOn, emailOn } = loaderData;
  const calendar = actionData && "calendar" in actionData ? actionData.calendar : undefined;
  const hoursErrors = actionData && "hoursErrors" in actionData ? actionData.hoursErrors : undefined;
  return (
    <>
      <LeadListHeader
        title="Viewings"
        exportHref="/admin/viewings/export"
        note="Asked for by visitors on a listing, in Malaysia time. Personal data (PDPA): use it only to arrange the viewing, and delete a request once it is no longer needed or when the visitor asks."
        tabs={[
          { show: "upcoming", label: "Upcoming" },
          { show: "all", label: "All" },
        ]}
        show={show}
      />
      {viewings.length === 0 ? (
        <p className="mt-6 text-stone-700">{show === "upcoming" ? "No upcoming viewings." : "No viewing requests yet."}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {viewings.map((v) => (
            <ViewingItem key={v.id} v={v} free={free} emailOn={emailOn} />
          ))}
        </ul>
      )}
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <ViewingHoursForm availability={availability} errors={hoursErrors} />
        <CalendarFeedSection on={feedOn || Boolean(calendar)} fresh={calendar} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
