import { Fragment } from "react";
import { formatRM } from "~/properties/display/money";
import { malaysianYear } from "~/properties/display/facts";
import { optionLabel } from "~/properties/display/field-text";
import { completionText, type ProjectSummary, type Span } from "~/properties/projects";
import { rentText } from "~/properties/display/money";
import { useI18n } from "~/i18n/context";
import type { Translate } from "~/i18n/translator";

/** "Condominium/Apartment/Flat" may break after a slash: a phone's half-width card is narrower than the word. */
function breakable(text: string) {
  return text.split("/").map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

function priceSpan(span: Span | null, format: (n: number) => string): string | null {
  if (!span) return null;
  return span.min === span.max ? format(span.min) : `${formatRM(span.min)} - ${format(span.max)}`;
}

/** One deal's line: "3 units · RM 650,000 - RM 1,200,000"; just the count when none gives a price. */
function dealLine(t: Translate, count: number, span: Span | null, format: (n: number) => string): string {
  const units = t("lists.project.units", { count });
  const prices = priceSpan(span, format);
  return prices ? `${units} · ${prices}` : units;
}

/**
 * What a project's listings say about it (decision 022), in the listing
 * page's fact cards: the deals on offer with their price range first, then
 * developer, completion, tenure and property types; facilities as the
 * listing page shows them. Facts no listing gives are left out.
 */
export function ProjectFacts({ project }: { project: ProjectSummary }) {
  const { t } = useI18n();
  const rent = (n: number) => rentText(t, n);
  const names = (values: string[]) => values.map((v) => optionLabel(t, v)).join(t("lists.project.listSeparator"));
  const facts = [
    project.forSale > 0 && { key: "sale", label: t("lists.project.forSale"), value: dealLine(t, project.forSale, project.sale, formatRM), wide: true },
    project.forRent > 0 && { key: "rent", label: t("lists.project.forRent"), value: dealLine(t, project.forRent, project.rent, rent), wide: true },
    project.developer && { key: "developer", label: t("lists.project.developer"), value: project.developer },
    project.completion && { key: "completion", label: t("lists.project.completion"), value: completionText(t, project.completion, malaysianYear()) },
    project.tenures.length > 0 && { key: "tenure", label: t("lists.project.tenure"), value: names(project.tenures) },
    project.propertyTypes.length > 0 && {
      key: "types",
      label: t("lists.project.propertyTypes", { count: project.propertyTypes.length }),
      value: names(project.propertyTypes),
      wide: project.propertyTypes.length > 1,
    },
  ].filter((f): f is { key: string; label: string; value: string; wide?: boolean } => Boolean(f));
  if (facts.length === 0 && project.facilities.length === 0) return null;
  return (
    <section aria-label={t("lists.project.aboutLabel")} className="mt-6 space-y-4">
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map((f) => (
            <div key={f.key} className={`min-w-0 rounded-lg border border-stone-200 bg-white p-3${f.wide ? " col-span-2 sm:col-span-1" : ""}`}>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{f.label}</dt>
              <dd className="mt-1 font-semibold break-words text-stone-900">{breakable(f.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {project.facilities.length > 0 && (
        <div>
          <h2 className="text-lg font-semibold">{t("lists.project.facilities")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {project.facilities.map((f) => (
              <li key={f} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
                {optionLabel(t, f)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
