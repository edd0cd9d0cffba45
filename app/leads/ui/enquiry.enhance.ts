import { selector, type DataName } from "~/components/page-script";
import { COUNT_LISTING } from "./listing-events.enhance";

/** EnquiryForm.tsx's form; the enquiry page's thank-you (routes/listing-enquiry.tsx). */
export const ENQUIRY_FORM: DataName = "data-enquiry-form";
export const ENQUIRY_SENT: DataName = "data-enquiry-sent";
/** The listing page's enquiry section, which the answer replaces. */
export const ENQUIRY_SECTION_ID = "enquiry";

/**
 * The enquiry form is sent in the background: the visitor stays on the listing and
 * sees the thank-you or the form's messages in its place (the server's own HTML,
 * from the enquiry page). Without this script the form posts as a page.
 */
export function enhanceEnquiryInPlace(): void {
  const form = document.querySelector(`#${ENQUIRY_SECTION_ID} form${selector(ENQUIRY_FORM)}`);
  if (!(form instanceof HTMLFormElement) || !document.querySelector(selector(COUNT_LISTING))) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const section = form.closest(`#${ENQUIRY_SECTION_ID}`);
    form.querySelector("button[type=submit]")?.setAttribute("disabled", "");
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
      const answer = new DOMParser().parseFromString(await response.text(), "text/html");
      const reply = answer.querySelector(selector(ENQUIRY_SENT)) ?? answer.querySelector(`#${ENQUIRY_SECTION_ID}`);
      if (!section || !reply) throw new Error("not an enquiry page");
      // The enquiry page's h1 is one heading among others here.
      const heading = reply.querySelector("h1");
      if (heading) heading.outerHTML = heading.outerHTML.replace(/^<h1/, "<h2").replace(/h1>$/, "h2>");
      reply.id = ENQUIRY_SECTION_ID;
      section.replaceWith(document.adoptNode(reply));
      const focus = reply.querySelector("[role=alert], h2");
      if (focus instanceof HTMLElement) {
        focus.tabIndex = -1;
        focus.focus();
      }
      enhanceEnquiryInPlace();
    } catch {
      form.submit();
    }
  });
}
