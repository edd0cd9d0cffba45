import { useI18n } from "~/i18n/context";
import { ENQUIRY_LIMITS, HONEYPOT_FIELD, type EnquiryField, type EnquiryReply } from "~/leads/enquiry-form";
import { dataAttr } from "~/components/page-script";
import { ENQUIRY_FORM, ENQUIRY_SECTION_ID } from "./enquiry.enhance";

const input =
  "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

function FieldError({ field, reply }: { field: EnquiryField; reply?: EnquiryReply }) {
  const message = reply?.errors[field];
  return message ? (
    <p id={`enquiry-${field}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

const invalid = (field: EnquiryField, reply?: EnquiryReply) =>
  reply?.errors[field] ? { "aria-invalid": true, "aria-describedby": `enquiry-${field}-error` } : {};

/**
 * "Send an enquiry", for visitors who will not use WhatsApp. A plain form
 * posting to its own URL (`action`), never to the listing's cached page: the
 * detail page stays the same bytes for everyone, and what a visitor types is
 * never in a shared response. `reply` comes back from a refused submission,
 * with what was typed.
 */
export function EnquiryForm({ action, reply, headingLevel = 2 }: { action: string; reply?: EnquiryReply; headingLevel?: 1 | 2 }) {
  const { t } = useI18n();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const values = reply?.values;
  return (
    <section id={ENQUIRY_SECTION_ID} aria-labelledby="enquiry-heading" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <Heading id="enquiry-heading" className={headingLevel === 1 ? "text-2xl font-bold" : "text-lg font-semibold"}>
        {t("listing.enquiry.heading")}
      </Heading>
      <p className="mt-1 text-sm text-stone-700">{t("listing.enquiry.intro")}</p>
      {reply?.formError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {reply.formError}
        </p>
      )}
      {reply && !reply.formError && Object.keys(reply.errors).length > 0 && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t("listing.enquiry.checkFields")}
        </p>
      )}
      {/* noValidate: the server's messages, in the page's language, not the browser's English bubbles (issue 29 item 5); `required` still tells a screen reader. */}
      <form method="post" action={action} noValidate className="mt-4 space-y-4" {...dataAttr(ENQUIRY_FORM)}>
        <div>
          <label htmlFor="enquiry-name" className="block text-sm font-medium">
            {t("listing.enquiry.name")}
          </label>
          <input id="enquiry-name" name="name" autoComplete="name" required maxLength={ENQUIRY_LIMITS.name} defaultValue={values?.name} className={input} {...invalid("name", reply)} />
          <FieldError field="name" reply={reply} />
        </div>
        <div>
          <label htmlFor="enquiry-phone" className="block text-sm font-medium">
            {t("listing.enquiry.phone")}
          </label>
          <input
            id="enquiry-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={ENQUIRY_LIMITS.phone}
            defaultValue={values?.phone}
            className={input}
            {...invalid("phone", reply)}
          />
          <FieldError field="phone" reply={reply} />
        </div>
        <div>
          <label htmlFor="enquiry-message" className="block text-sm font-medium">
            {t("listing.enquiry.message")} <span className="font-normal text-stone-600">{t("listing.enquiry.optional")}</span>
          </label>
          <textarea id="enquiry-message" name="message" rows={3} maxLength={ENQUIRY_LIMITS.message} defaultValue={values?.message} className={input} {...invalid("message", reply)} />
          <FieldError field="message" reply={reply} />
        </div>
        {/* Hidden from people (and screen readers); a form-filling script fills it and its enquiry is dropped. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="enquiry-website">{t("listing.enquiry.honeypot")}</label>
          <input id="enquiry-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="consent" value="yes" required defaultChecked={values?.consent} className="h-6 w-6 shrink-0" {...invalid("consent", reply)} />
            <span>{t("listing.enquiry.consent")}</span>
          </label>
          <FieldError field="consent" reply={reply} />
          <p className="mt-2 text-xs text-stone-600">
            {t("listing.enquiry.pdpa")}
          </p>
        </div>
        <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
          {t("listing.enquiry.send")}
        </button>
      </form>
    </section>
  );
}
