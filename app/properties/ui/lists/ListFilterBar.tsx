import {
  anyKey,
  distanceText,
  foldLocation,
  labelKey,
  lineName,
  LIST_FILTERS,
  listHref,
  SORT_KEYS,
  type FilterChoices,
  type FixedFilter,
  type ListFilters,
} from "~/properties/list-filters";
import type { ListFilterSpec } from "~/properties/model/list-declaration";
import { optionLabel } from "~/properties/display/field-text";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { LIST_FILTERS as FORM } from "./list-filters.enhance";

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

type Values = Record<string, string | number | undefined>;

/** One declared filter's fields (decision 045): a select, a number box or two, by the filter's kind. */
function FilterFields({ spec, filters, locations }: { spec: ListFilterSpec; filters: ListFilters; locations: string[] }) {
  const { t } = useI18n();
  const values = filters as Values;
  const named = (options: readonly string[]) => options.map((v) => ({ value: v, label: optionLabel(t, v) }));
  const deal = filters.deal ?? "any";
  switch (spec.as) {
    case "deal":
      return null;
    case "place": {
      const folded = values[spec.param];
      // A place typed into the URL that the list does not hold still shows as chosen.
      const options = !folded || locations.some((n) => foldLocation(n) === folded) ? locations : [String(folded), ...locations];
      const value = options.find((n) => foldLocation(n) === folded);
      return <Choice name={spec.param} label={t(labelKey(spec.param))} value={value} options={options} any={t(anyKey(spec.param))} />;
    }
    case "choice":
      return (
        <Choice name={spec.param} label={t(labelKey(spec.param))} value={values[spec.param] as string | undefined} options={named(spec.options)} any={t(anyKey(spec.param))} />
      );
    case "near": {
      const value = values[spec.param] as number | undefined;
      const options = spec.choices.map((n) => ({ value: String(n), label: t("lists.filter.nearWithin", { distance: distanceText(n) }) }));
      return <Choice name={spec.param} label={t(labelKey(spec.param))} value={value === undefined ? undefined : String(value)} options={options} any={t(anyKey(spec.param))} />;
    }
    case "line":
      return (
        <Choice
          name={spec.param}
          label={t(labelKey(spec.param))}
          value={values[spec.param] as string | undefined}
          options={spec.options.map((v) => ({ value: v, label: lineName(t, v) }))}
          any={t(anyKey(spec.param))}
        />
      );
    case "range":
      return (
        <>
          <Amount name={spec.min} label={t(labelKey(spec.min), { deal })} value={values[spec.min] as number | undefined} placeholder={t("lists.filter.noMin")} />
          <Amount name={spec.max} label={t(labelKey(spec.max), { deal })} value={values[spec.max] as number | undefined} placeholder={t("lists.filter.noMax")} />
        </>
      );
    case "minimum": {
      const value = values[spec.param] as number | undefined;
      return spec.choices ? (
        <Choice
          name={spec.param}
          label={t(labelKey(spec.param))}
          value={value === undefined ? undefined : String(value)}
          options={spec.choices.map((n) => ({ value: String(n), label: `${n}+` }))}
          any={t(anyKey(spec.param))}
        />
      ) : (
        <Amount name={spec.param} label={t(labelKey(spec.param))} value={value} placeholder={t("lists.filter.noMin")} />
      );
    }
  }
}

/** How many filters narrow the list, the deal aside (its toggle shows it). */
function activeCount(filters: ListFilters, specs: readonly ListFilterSpec[]): number {
  const values = filters as Values;
  return specs.filter((spec) =>
    spec.as === "range" ? values[spec.min] !== undefined || values[spec.max] !== undefined : spec.as !== "deal" && values[spec.param] !== undefined,
  ).length;
}

/**
 * The filter bar of the public lists (issue 14, docs/product.md#filters): a
 * plain GET form, server-rendered, that works without JavaScript. On a phone:
 * the deal toggle, a "Filters" disclosure and the sort; on a wide screen the
 * disclosure's fields stand in one row (app.css, list filters block).
 * list-filters.enhance.ts submits it when a choice changes. `path` is the list's
 * English path: the form and its links stay in the page's language. Choice
 * values stay English (they are the URL's); their names are translated.
 * The fields are the declared filters in the declaration's order (decision 045).
 */
export function ListFilterBar({
  path,
  q,
  filters,
  choices,
  fixed,
  specs = LIST_FILTERS,
}: {
  path: string;
  q: string;
  filters: ListFilters;
  choices: FilterChoices;
  fixed: FixedFilter[];
  /** The declared filters (a test hands in a fixture's). */
  specs?: readonly ListFilterSpec[];
}) {
  const { t, path: local } = useI18n();
  const deals = [
    { deal: undefined, text: t("lists.filter.dealAll") },
    { deal: "sale", text: t("lists.filter.dealSale") },
    { deal: "rent", text: t("lists.filter.dealRent") },
  ] as const;
  const shown = specs.filter((spec) => !spec.page || !fixed.includes(spec.page));
  const active = activeCount(filters, shown);
  return (
    // noValidate: a figure the browser would refuse in an English bubble is ignored by the server instead (issue 29 item 5).
    <form method="get" action={local(path)} noValidate className="list-filters mt-4" {...dataAttr(FORM)} aria-label={t("lists.filter.label")}>
      {q && <input type="hidden" name="q" value={q} />}
      {filters.deal && <input type="hidden" name="deal" value={filters.deal} />}
      <div className="flex flex-wrap items-end gap-2">
        {!fixed.includes("price") && (
          <nav aria-label={t("lists.filter.dealLabel")} className="inline-flex rounded border border-stone-400 bg-white text-sm">
            {deals.map(({ deal, text }) => (
              <a
                key={deal ?? "all"}
                href={local(listHref(path, { ...filters, deal, min_price: undefined, max_price: undefined }, { q }))}
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
            {shown.map((spec) => (
              <FilterFields key={spec.as === "range" ? spec.min : spec.param} spec={spec} filters={filters} locations={choices.locations} />
            ))}
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
        {/* Only without JavaScript (the page script applies a changed sort at once): hidden by the
            script after the first paint, it moved the sort beside it (a layout shift, issue 29 item 5). */}
        <noscript>
          <button type="submit" className="rounded border border-brand-700 bg-white px-3 py-2 text-sm font-medium text-brand-700">
            {t("lists.filter.apply")}
          </button>
        </noscript>
      </div>
    </form>
  );
}
