import type { PublicEnv } from "~/platform/config.server";
import { whatsappLink } from "~/site/whatsapp";
import { useI18n } from "~/i18n/context";

/**
 * The consultant box of docs/product.md#listing-detail. Malaysian estate-agency adverts must name the firm
 * (with its registration number) and the negotiator (REN number and phone).
 */
export function ConsultantBox({
  env,
  listing,
  pageUrl,
  whatsappAttrs,
  headingId = "consultant-heading",
  photo = null,
}: {
  env: PublicEnv;
  /** The status chooses the WhatsApp question (site/whatsapp.ts). */
  listing: { display_id: number; title: string; status?: string };
  pageUrl: string;
  /** Attributes for the WhatsApp Now link: the route gives the leads' tap counter's (a site widget never imports leads' UI). */
  whatsappAttrs?: Record<string, string>;
  /** The listing page renders the box twice (beside the photos on a laptop, before the enquiry form on a phone): one id each. */
  headingId?: string;
  /** The negotiator's photo from /admin/settings (square; shown at 64 px). */
  photo?: string | null;
}) {
  const { t } = useI18n();
  return (
    <aside aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("listing.consultant.heading")}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {photo ? (
          // Decorative beside the name it shows: the name is read once, next to it.
          <img src={photo} width={64} height={64} alt="" loading="lazy" decoding="async" className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : null}
        <div>
          <p className="font-semibold">{env.CONSULTANT_NAME}</p>
          <p className="text-sm text-stone-700">{env.CONSULTANT_REN}</p>
          <p className="text-sm">
            <a className="inline-flex min-h-6 items-center text-brand-700 underline" href={`tel:+${env.WHATSAPP_NUMBER}`}>
              {env.CONSULTANT_PHONE}
            </a>
          </p>
        </div>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {env.AGENCY_NAME} ({env.AGENCY_REG_NO})
      </p>
      <a
        href={whatsappLink(env.WHATSAPP_NUMBER, listing, pageUrl, t)}
        {...whatsappAttrs}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-whatsapp px-4 py-3 font-semibold text-white hover:brightness-110"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.2-.3-.2-.5-.3Z" />
        </svg>
        {t("listing.whatsappNow")}
      </a>
    </aside>
  );
}
