import { Fragment } from "react";
import { displayLabel, fieldEntries } from "~/properties/fields";
import type { PublicProperty } from "~/properties/table";

const area = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });

/** The fields fields.ts puts in the facts grid, in their `fact.order`. */
const FACTS = fieldEntries()
  .flatMap(([name, field]) => ("fact" in field && field.fact ? [{ name, field, order: field.fact.order }] : []))
  .sort((a, b) => a.order - b.order);

/** The facts of a listing with a value, labelled as the facts grid shows them; an empty fact is left out. */
export function factsOf(p: Partial<PublicProperty>): { label: string; value: string }[] {
  return FACTS.flatMap(({ name, field }) => {
    const value = (p as Record<string, unknown>)[name];
    if (value === null || value === undefined || value === "") return [];
    const text = field.kind === "number" && field.unit ? area.format(Number(value)) : String(value);
    return [{ label: displayLabel(field), value: text }];
  });
}

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

export function FactsGrid({ property }: { property: Partial<PublicProperty> }) {
  const facts = factsOf(property);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((f) => (
        <div key={f.label} className="min-w-0 rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{f.label}</dt>
          <dd className="mt-1 font-semibold break-words text-stone-900">{breakable(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
