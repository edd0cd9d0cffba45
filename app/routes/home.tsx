import type { Route } from "./+types/home";
import { CardGrid } from "~/components/CardGrid";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { SearchBox } from "~/components/SearchBox";
import { HomeHero } from "~/components/HomeHero";
import { ListFilterBar } from "~/components/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listAvailable } from "~/properties/public-lists.server";
import { listPageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return { path, ...(await loadFilteredList(request, (page, filters, q) => listAvailable({ q, page, filters }))) };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "Available Properties", ({ q, page }) => {
    const { siteName } = siteInfo(args.matches);
    return {
      title: page > 1 ? `Available Properties (page ${page})` : "Available Properties",
      description: `Condominiums, landed houses and commercial properties for sale and rent in Malaysia, with prices in RM.${siteName ? ` Listed by ${siteName.replace(/\.$/, "")}.` : ""}`,
      // /listings is the same list as /: one canonical URL. A search result is not a page of its own.
      path: withPage("/", q ? 1 : page),
      noindex: Boolean(q),
    };
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { items, q, page, pageCount, path, total, filters, filtered, line, choices, fixed } = loaderData;
  return (
    <>
      <HomeHero
        total={filtered ? undefined : total}
        search={<SearchBox q={q} action={path} filters={filters} large />}
        filters={<ListFilterBar path={path} q={q} filters={filters} choices={choices} fixed={fixed} />}
      />
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <div data-live>
          {filtered && <p className="mt-3 text-stone-700">{line}</p>}
          <CardGrid items={items} empty={<p>No available properties found.</p>} />
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(path, filters, { q, page: n })} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Available Properties" />;
}
