import type { PublicProperty } from "~/properties/property";

type Facts = Pick<PublicProperty, "bedrooms" | "bathrooms" | "carparks" | "built_up_area" | "land_area" | "property_type">;

const area = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });

/** The facts of docs/product.md#listing-detail, in its order and words; an empty fact is left out. */
export function factsOf(p: Facts): { label: string; value: string }[] {
  const facts: [string, string | number | null][] = [
    ["Bedrooms", p.bedrooms],
    ["Bathrooms", p.bathrooms],
    ["Carparks", p.carparks],
    ["Built-up Area (sqft)", p.built_up_area === null ? null : area.format(p.built_up_area)],
    ["Land Area (sqft)", p.land_area === null ? null : area.format(p.land_area)],
    ["Property Type", p.property_type || null],
  ];
  return facts.filter(([, v]) => v !== null && v !== "").map(([label, v]) => ({ label, value: String(v) }));
}

export function FactsGrid({ property }: { property: Facts }) {
  const facts = factsOf(property);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((f) => (
        <div key={f.label} className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{f.label}</dt>
          <dd className="mt-1 font-semibold text-stone-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
