import { Fragment } from "react";
import { useI18n } from "~/i18n/context";
import { factSections, factsOf, type Fact } from "~/properties/display/facts";
import { sectionLabel } from "~/properties/display/field-text";

/**
 * A long value such as "Condominium/Apartment/Flat" may break after each
 * slash: a phone's two-column grid is narrower than the whole word.
 */
function breakable(text: string) {
  return text.split("/").map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** The key facts (bedrooms, bathrooms, carparks, areas, type, furnishing, tenure) at the top of a listing; empty ones left out. */
export function FactsGrid({ property }: { property: Record<string, unknown> }) {
  const { lang } = useI18n();
  const facts = factsOf(property, { key: true, lang });
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((f) => (
        <div key={f.name} className="min-w-0 rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{f.label}</dt>
          <dd className="mt-1 font-semibold break-words text-stone-900">{breakable(String(f.value))}</dd>
        </div>
      ))}
    </dl>
  );
}

function FactValue({ fact }: { fact: Fact }) {
  if (!Array.isArray(fact.value)) return <>{fact.value}</>;
  if (fact.name === "facilities") {
    return (
      <ul className="mt-1 flex flex-wrap gap-2">
        {fact.value.map((v) => (
          <li key={v} className="rounded-full bg-stone-100 px-3 py-1 text-sm font-normal">
            {v}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5 font-normal">
      {fact.value.map((v) => (
        <li key={v}>{v}</li>
      ))}
    </ul>
  );
}

/** The rest of the facts, under headings (Title and tenure, Building, Costs, Rental terms); an empty group is hidden. */
export function FactSections({ property }: { property: Record<string, unknown> }) {
  const { lang, t } = useI18n();
  const sections = factSections(property, undefined, lang);
  if (sections.length === 0) return null;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {sections.map(({ section, facts }) => (
        <section key={section} aria-label={sectionLabel(t, section)} className="min-w-0">
          <h2 className="text-lg font-semibold">{sectionLabel(t, section)}</h2>
          <dl className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {facts.map((f) => (
              <div key={f.name} className={Array.isArray(f.value) ? "px-3 py-2" : "flex justify-between gap-4 px-3 py-2"}>
                <dt className="text-sm text-stone-700">{f.label}</dt>
                <dd className="min-w-0 text-right font-semibold break-words text-stone-900 [&_ul]:text-left">
                  <FactValue fact={f} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
