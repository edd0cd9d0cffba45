import type { Route } from "./+types/home";
import { CardGrid } from "~/components/CardGrid";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { SearchBox } from "~/components/SearchBox";
import { HomeHero } from "~/components/HomeHero";
import { listAvailable } from "~/properties/public-lists.server";
import { listPageMeta, pageParam, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  return { q, path: url.pathname, ...(await listAvailable({ q, page: pageParam(request) })) };
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
  const { items, q, page, pageCount, path, total } = loaderData;
  return (
    <>
      <HomeHero total={total} search={<SearchBox q={q} action={path} large />} />
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <div data-live>
          <CardGrid items={items} empty={<p>No available properties found.</p>} />
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withPage(path, n, q ? { q } : {})} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Available Properties" />;
}
