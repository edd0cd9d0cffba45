import { useI18n } from "~/i18n/context";
import { LANG_TAG, type Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";

/**
 * "1 property found" / "24 properties found" (docs/product.md#category), in the
 * page's language with its plural form; "1,000+ properties found" when the
 * count stopped at its cap.
 */
export function foundText(t: Translate, lang: Lang, total: number, capped = false): string {
  return capped
    ? t("lists.results.foundCapped", { n: `${total.toLocaleString(LANG_TAG[lang])}+` })
    : t("lists.results.found", { count: total });
}

/**
 * `line`: the result line of a filtered list ("12 properties for rent in Mont Kiara"), in place of the count;
 * `capped`: the count stopped at its cap ("1,000+ properties").
 */
export function ResultsHeader({
  heading,
  total,
  eyebrow,
  capped = false,
  line,
}: {
  heading: string;
  total: number;
  eyebrow?: string;
  capped?: boolean;
  line?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <header>
      {eyebrow && <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-stone-700" data-result-line>
        {line ?? foundText(t, lang, total, capped)}
      </p>
    </header>
  );
}
