import {
  BEDROOM_CHOICES,
  foldLocation,
  listHref,
  SORT_KEYS,
  SORTS,
  type FilterChoices,
  type FixedFilter,
  type ListFilters,
} from "~/properties/list-filters";

const field = "block w-full rounded border border-stone-400 bg-white px-2 py-2 text-sm";
const labelText = "mb-1 block text-xs font-medium text-stone-700";

type Option = string | { value: string; label: string };

function Choice({ name, label, value, options, any }: { name: string; label: string; value?: string; options: readonly Option[]; any: string }) {
  return (
    <label className="filter-field">
      <span className={labelText}>{label}</span>
      <select name={name} defaultValue={value ?? ""} className={field}>
        <option value="">{any}</option>
        {options.map((o) => {
          const { value: v, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

function Amount({ name, label, value, placeholder }: { name: string; label: string; value?: number; placeholder: string }) {
  return (
    <label className="filter-field">
      <span className={labelText}>{label}</span>
      <input
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        defaultValue={value ?? ""}
        placeholder={placeholder}
        className={field}
      />
    </label>
  );
}

/**
 * The filter bar of the public lists (issue 14, docs/product.md#filters): a
 * plain GET form, server-rendered, that works without JavaScript. On a phone:
 * the deal toggle, a "Filters" disclosure and the sort; on a wide screen the
 * disclosure's fields stand in one row (app.css, list filters block).
 * public-page.js submits it when a choice changes.
 */
export function ListFilterBar({
  path,
  q,
  filters,
  choices,
  fixed,
}: {
  path: string;
  q: string;
  filters: ListFilters;
  choices: FilterChoices;
  fixed: FixedFilter[];
}) {
  const deals = [
    { deal: undefined, text: "All" },
    { deal: "sale", text: "For Sale" },
    { deal: "rent", text: "For Rent" },
  ] as const;
  // A location typed into the URL that the list does not hold still shows as chosen.
  const locations = choices.locations.some((n) => foldLocation(n) === filters.location) || !filters.location
    ? choices.locations
    : [filters.location, ...choices.locations];
  const location = locations.find((n) => foldLocation(n) === filters.location);
  const active = [
    filters.minPrice ?? filters.maxPrice,
    filters.beds,
    filters.type,
    filters.location,
    filters.tenure,
    filters.furnishing,
    filters.minSqft,
  ].filter((v) => v !== undefined).length;
  const rent = filters.deal === "rent";
  return (
    <form method="get" action={path} className="list-filters mt-4" data-list-filters aria-label="Filter properties">
      {q && <input type="hidden" name="q" value={q} />}
      {filters.deal && <input type="hidden" name="deal" value={filters.deal} />}
      <div className="flex flex-wrap items-end gap-2">
        {!fixed.includes("price") && (
          <nav aria-label="For sale or for rent" className="inline-flex rounded border border-stone-400 bg-white text-sm">
            {deals.map(({ deal, text }) => (
              <a
                key={text}
                href={listHref(path, { ...filters, deal, minPrice: undefined, maxPrice: undefined }, { q })}
                aria-current={filters.deal === deal ? "page" : undefined}
                className="px-3 py-2 font-medium first:rounded-l last:rounded-r aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {text}
              </a>
            ))}
          </nav>
        )}
        <details className="filter-details">
          <summary className="cursor-pointer rounded border border-stone-400 bg-white px-3 py-2 text-sm font-medium">
            Filters{active > 0 ? ` (${active})` : ""}
          </summary>
          <div className="filter-panel">
            {!fixed.includes("location") && (
              <Choice name="location" label="Location" value={location} options={locations} any="Any location" />
            )}
            {!fixed.includes("type") && <Choice name="type" label="Property type" value={filters.type} options={choices.types} any="Any type" />}
            {!fixed.includes("price") && (
              <>
                <Amount name="min_price" label={rent ? "Min rent (RM / month)" : "Min price (RM)"} value={filters.minPrice} placeholder="No min" />
                <Amount name="max_price" label={rent ? "Max rent (RM / month)" : "Max price (RM)"} value={filters.maxPrice} placeholder="No max" />
              </>
            )}
            <Choice
              name="beds"
              label="Bedrooms"
              value={filters.beds ? String(filters.beds) : undefined}
              options={BEDROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` }))}
              any="Any"
            />
            <Choice name="tenure" label="Tenure" value={filters.tenure} options={choices.tenures} any="Any tenure" />
            <Choice name="furnishing" label="Furnishing" value={filters.furnishing} options={choices.furnishings} any="Any furnishing" />
            <Amount name="min_sqft" label="Min built-up (sqft)" value={filters.minSqft} placeholder="No min" />
            <div className="filter-actions flex items-center gap-3">
              <button type="submit" className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                Show results
              </button>
              {active > 0 && (
                <a href={listHref(path, { sort: filters.sort, deal: filters.deal }, { q })} className="text-sm text-brand-700 underline">
                  Clear filters
                </a>
              )}
            </div>
          </div>
        </details>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span className="font-medium text-stone-700">Sort</span>
          <select name="sort" defaultValue={filters.sort} className="rounded border border-stone-400 bg-white px-2 py-2 text-sm">
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORTS[key]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-filter-apply className="rounded border border-brand-700 bg-white px-3 py-2 text-sm font-medium text-brand-700">
          Apply
        </button>
      </div>
    </form>
  );
}
