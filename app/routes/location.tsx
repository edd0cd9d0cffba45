import type { Route } from "./+types/location";
import { CardGrid } from "~/components/CardGrid";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { locationPath } from "~/names/locations";
import { foldLocation, listByLocation } from "~/properties/public-lists.server";
import { listPageMeta, pageParam, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await listByLocation(params.location, pageParam(request));
  // The stored spelling ("Petaling Jaya") reads better than the URL's "petaling-jaya".
  const name = result.items[0]?.location ?? foldLocation(params.location).replace(/\b\w/g, (c) => c.toUpperCase());
  return { name, ...result };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "Properties", ({ name, page, total }) => ({
    title: `Properties in ${name}${page > 1 ? ` (page ${page})` : ""}`,
    description: `${total} available properties for sale and rent in ${name}, with photos and prices in RM.`,
    path: withPage(locationPath(name), page),
    // An empty location page is not worth a search result.
    noindex: total === 0,
  }));

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { name, items, total, page, pageCount } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow="Location" heading={`Properties in ${name}`} total={total} />
      <CardGrid items={items} empty={<p>No available properties found.</p>} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withPage(locationPath(name), n)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
