import { LANG_TAG } from "~/i18n/languages";
import { useI18n } from "~/i18n/context";

type Sized = { bedrooms: number | null; bathrooms: number | null; built_up_area: number | null };

/**
 * "3 bed · 2 bath · 1,302 sqft": the line a buyer reads right after the price, on a
 * card and under the price on the listing's page (issue 29: on a phone's first screen).
 */
export function KeyFacts({ listing: p, className, testId }: { listing: Sized; className: string; testId?: string }) {
  const { t, lang } = useI18n();
  const facts = [
    p.bedrooms !== null && t("lists.card.beds", { beds: String(p.bedrooms) }),
    p.bathrooms !== null && t("lists.card.baths", { baths: String(p.bathrooms) }),
    p.built_up_area !== null && t("lists.card.sqft", { area: p.built_up_area.toLocaleString(LANG_TAG[lang], { maximumFractionDigits: 2 }) }),
  ].filter(Boolean);
  return facts.length > 0 ? <p className={className} data-testid={testId}>{facts.join(" · ")}</p> : null;
}
