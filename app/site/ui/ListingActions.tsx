import { shareLinks } from "~/site/share";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { SHARE } from "./share.enhance";

const pill = "inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50";

/**
 * The brochure and the share links, under a listing's price (docs/product.md#visitor-tools). The
 * share links work without JavaScript; share.enhance.ts swaps them for the phone's share sheet
 * where the browser has one (navigator.share), or shows Copy link where it has not. Copy link is
 * last and only made visible, so that nothing moves when it appears.
 */
export function ListingActions({
  listing,
  pageUrl,
  brochureHref,
}: {
  listing: { display_id: number; title: string };
  pageUrl: string;
  /** Null where there is no brochure (a listing that is not Available). */
  brochureHref: string | null;
}) {
  const { t } = useI18n();
  const links = shareLinks(pageUrl, listing.title);
  return (
    <div className="flex flex-wrap items-center gap-2" {...dataAttr(SHARE.root)} {...dataAttr(SHARE.url, pageUrl)} {...dataAttr(SHARE.title, listing.title)}>
      {brochureHref && (
        <a href={brochureHref} download className={pill}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
            <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t("listing.actions.brochure")}
        </a>
      )}
      <button type="button" hidden {...dataAttr(SHARE.native)} className={pill}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t("listing.actions.share")}
      </button>
      <span {...dataAttr(SHARE.links)} className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-stone-700">{t("listing.actions.shareOn")}</span>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={pill}>
          WhatsApp
        </a>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={pill}>
          Facebook
        </a>
        <a href={links.telegram} target="_blank" rel="noopener noreferrer" className={pill}>
          Telegram
        </a>
        <button type="button" {...dataAttr(SHARE.copy)} className={`${pill} invisible`}>
          {t("listing.actions.copy")}
        </button>
      </span>
    </div>
  );
}
