import { filterEntries, type ListFilters } from "~/properties/list-filters";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { LIVE_SEARCH } from "./live-search.enhance";

/**
 * The search box of docs/product.md#home. A plain GET form, so it works without JavaScript;
 * live-search.enhance.ts makes the results follow the typing
 * (`LIVE_SEARCH`), swapping the page's `LIVE_REGION`s in place and
 * replacing the history entry so Back does not walk through every keystroke.
 * `action` is the English path: the search stays in the page's language.
 */
export function SearchBox({ q, action, large = false, filters }: { q: string; action: string; large?: boolean; filters?: ListFilters }) {
  const { t, path } = useI18n();
  return (
    <form method="get" action={path(action)} role="search" className={`${large ? "mt-5" : "mt-4"} w-full max-w-[500px]`} {...dataAttr(LIVE_SEARCH)}>
      {/* A new search keeps the list's filters (issue 14). */}
      {filters && filterEntries(filters).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <label htmlFor="q" className="sr-only">
        {t("lists.search.label")}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={t("lists.search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={
          large
            ? "w-full rounded-lg border-2 border-transparent bg-white px-4 py-3 text-base text-stone-900 shadow-lg placeholder:text-stone-600 focus:border-accent-400"
            : "w-full rounded border border-stone-400 bg-white px-3 py-2 placeholder:text-stone-600"
        }
      />
    </form>
  );
}
