import type { Route } from "./+types/location";
import { CardGrid } from "~/components/CardGrid";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { locationPath } from "~/names/locations";
import { ListFilterBar } from "~/components/ListFilterBar";
import { loadFilteredList, spellingOf } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { foldLocation, listByLocation } from "~/properties/public-lists.server";
import { listPageMeta, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const list = await loadFilteredList(request, (page, filters) => listByLocation(params.location, page, filters), {
    fixed: ["location"],
    // The stored spelling ("Petaling Jaya") reads better than the URL's "petaling-jaya".
    place: (result, locations) => result.items[0]?.location ?? spellingOf(foldLocation(params.location), locations),
  });
  return { name: list.place ?? params.location, ...list };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "Properties", ({ name, page, total, capped }) => ({
    title: `Properties in ${name}${page > 1 ? ` (page ${page})` : ""}`,
    description: `${total}${capped ? "+" : ""} available properties for sale and rent in ${name}, with photos and prices in RM.`,
    path: withPage(locationPath(name), page),
    // An empty location page is not worth a search result.
    noindex: total === 0,
  }));

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { name, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const base = locationPath(name);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow="Location" heading={`Properties in ${name}`} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid items={items} empty={<p>No available properties found.</p>} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
