import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { HEART_UNSHOWN, SHORTLIST } from "~/properties/shortlist";

/**
 * The shortlist heart, in the top-right corner of a photo as portals place it
 * (docs/product.md#visitor-tools). The shortlist lives in the visitor's browser (localStorage),
 * so every page stays the same for everyone and cacheable: the server renders the button unshown
 * (HEART_UNSHOWN) and not pressed, and shortlist.enhance.ts shows it and presses the saved ones.
 * Without JavaScript there is nothing to press. Absolutely placed, so showing it moves nothing.
 */
export function HeartButton({ listing }: { listing: { display_id: number; title: string } }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-pressed={false}
      {...dataAttr(SHORTLIST.heart, listing.display_id)}
      {...dataAttr(SHORTLIST.title, listing.title)}
      aria-label={t("listing.heart.save", { id: String(listing.display_id) })}
      className={`group absolute right-2 top-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-stone-800 shadow-md hover:bg-white aria-pressed:text-rose-600 ${HEART_UNSHOWN}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2 group-aria-pressed:fill-current">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
