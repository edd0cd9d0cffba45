import { useI18n } from "~/i18n/context";
import { ENQUIRY_LIMITS, type EnquiryReply } from "~/leads/enquiry-form";
import { dataAttr } from "~/components/page-script";
import { Panel } from "~/components/Panel";
import { ENQUIRY_FORM, ENQUIRY_SECTION_ID } from "./enquiry.enhance";
import { LeadContactFields, LeadFormAlerts, type OwnField } from "./LeadContactFields";

/** The enquiry's own field: the message, optional. */
const MESSAGE: OwnField = { field: "message", label: "listing.enquiry.message", input: (props) => <textarea rows={3} maxLength={ENQUIRY_LIMITS.message} {...props} /> };

/**
 * "Send an enquiry", for visitors who will not use WhatsApp. A plain form
 * posting to its own URL (`action`), never to the listing's cached page: the
 * detail page stays the same bytes for everyone, and what a visitor types is
 * never in a shared response. `reply` comes back from a refused submission,
 * with what was typed.
 */
export function EnquiryForm({ action, reply, headingLevel = 2 }: { action: string; reply?: EnquiryReply; headingLevel?: 1 | 2 }) {
  const { t } = useI18n();
  return (
    <Panel headingId="enquiry-heading" id={ENQUIRY_SECTION_ID} title={t("listing.enquiry.heading")} intro={t("listing.enquiry.intro")} level={headingLevel}>
      <LeadFormAlerts reply={reply} />
      {/* noValidate: the server's messages, in the page's language, not the browser's English bubbles (issue 29 item 5); `required` still tells a screen reader. */}
      <form method="post" action={action} noValidate className="mt-4 space-y-4" {...dataAttr(ENQUIRY_FORM)}>
        <LeadContactFields form="enquiry" reply={reply} limits={ENQUIRY_LIMITS} own={MESSAGE} />
        <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
          {t("listing.enquiry.send")}
        </button>
      </form>
    </Panel>
  );
}
