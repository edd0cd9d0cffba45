import {
  BEDROOM_CHOICES,
  CHOICE_FILTERS,
  foldLocation,
  listHref,
  SORT_KEYS,
  type FilterChoices,
  type FixedFilter,
  type ListFilters,
} from "~/properties/list-filters";
import { optionLabel } from "~/properties/display/field-text";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/catalogs";
import { dataAttr } from "~/components/page-script";
import { FILTER_APPLY, LIST_FILTERS } from "./list-filters.enhance";

/** "Any tenure": `lists.filter.anyTenure` (tests/unit/i18n/i18n-key-families.ts lists these for the catalog test). */
export const anyKey = (param: string) => `lists.filter.any${param[0]!.toUpperCase()}${param.slice(1)}` as MessageKey;

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
 * list-filters.enhance.ts submits it when a choice changes. `path` is the list's
 * English path: the form and its links stay in the page's language. Choice
 * values stay English (they are the URL's); their names are translated.
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
  const { t, path: local } = useI18n();
  const deals = [
    { deal: undefined, text: t("lists.filter.dealAll") },
    { deal: "sale", text: t("lists.filter.dealSale") },
    { deal: "rent", text: t("lists.filter.dealRent") },
  ] as const;
  const named = (values: readonly string[]) => values.map((v) => ({ value: v, label: optionLabel(t, v) }));
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
    ...CHOICE_FILTERS.map(({ param }) => filters[param]),
    filters.minSqft,
  ].filter((v) => v !== undefined).length;
  const rent = filters.deal === "rent";
  return (
    <form method="get" action={local(path)} className="list-filters mt-4" {...dataAttr(LIST_FILTERS)} aria-label={t("lists.filter.label")}>
      {q && <input type="hidden" name="q" value={q} />}
      {filters.deal && <input type="hidden" name="deal" value={filters.deal} />}
      <div className="flex flex-wrap items-end gap-2">
        {!fixed.includes("price") && (
          <nav aria-label={t("lists.filter.dealLabel")} className="inline-flex rounded border border-stone-400 bg-white text-sm">
            {deals.map(({ deal, text }) => (
              <a
                key={deal ?? "all"}
                href={local(listHref(path, { ...filters, deal, minPrice: undefined, maxPrice: undefined }, { q }))}
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
            {t("lists.filter.filters", { active })}
          </summary>
          <div className="filter-panel">
            {!fixed.includes("location") && (
              <Choice
                name="location"
                label={t("lists.filter.location")}
                value={location}
                options={locations}
                any={t("lists.filter.anyLocation")}
              />
            )}
            {!fixed.includes("type") && (
              <Choice
                name="type"
                label={t("lists.filter.type")}
                value={filters.type}
                options={named(choices.types)}
                any={t("lists.filter.anyType")}
              />
            )}
            {!fixed.includes("price") && (
              <>
                <Amount
                  name="min_price"
                  label={t(rent ? "lists.filter.minRent" : "lists.filter.minPrice")}
                  value={filters.minPrice}
                  placeholder={t("lists.filter.noMin")}
                />
                <Amount
                  name="max_price"
                  label={t(rent ? "lists.filter.maxRent" : "lists.filter.maxPrice")}
                  value={filters.maxPrice}
                  placeholder={t("lists.filter.noMax")}
                />
              </>
            )}
            <Choice
              name="beds"
              label={t("lists.filter.beds")}
              value={filters.beds ? String(filters.beds) : undefined}
              options={BEDROOM_CHOICES.map((n) => ({ value: String(n), label: `${n}+` }))}
              any={t("lists.filter.anyBeds")}
            />
            {/* The filters a field declares (fields.ts `filter`, decision 038). */}
            {CHOICE_FILTERS.map(({ param, options }) => (
              <Choice
                key={param}
                name={param}
                label={t(`lists.filter.${param}`)}
                value={filters[param]}
                options={named(options)}
                any={t(anyKey(param))}
              />
            ))}
            <Amount name="min_sqft" label={t("lists.filter.minSqft")} value={filters.minSqft} placeholder={t("lists.filter.noMin")} />
            <div className="filter-actions flex items-center gap-3">
              <button type="submit" className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                {t("lists.filter.show")}
              </button>
              {active > 0 && (
                <a href={local(listHref(path, { sort: filters.sort, deal: filters.deal }, { q }))} className="text-sm text-brand-700 underline">
                  {t("lists.filter.clear")}
                </a>
              )}
            </div>
          </div>
        </details>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span className="font-medium text-stone-700">{t("lists.filter.sort")}</span>
          <select name="sort" defaultValue={filters.sort} className="rounded border border-stone-400 bg-white px-2 py-2 text-sm">
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`lists.sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" {...dataAttr(FILTER_APPLY)} className="rounded border border-brand-700 bg-white px-3 py-2 text-sm font-medium text-brand-700">
          {t("lists.filter.apply")}
        </button>
      </div>
    </form>
  );
}
