import { getEnv } from "~/platform/config.server";
import { listingsSitemap, pagesSitemap, parseSitemapFile, XML_HEADERS } from "~/site/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** `/sitemaps/pages.xml` and `/sitemaps/listings-<n>.xml`, as listed by /sitemap.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  const siteUrl = getEnv().SITE_URL;
  const xml = file?.kind === "pages" ? await pagesSitemap(siteUrl) : file ? await listingsSitemap(siteUrl, file.number) : null;
  if (xml === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // A file of listings (4.4 MB at 10,000) as a stream of its one buffer: `new Response(bytes)` copies them first.
  const body = typeof xml === "string" ? xml : new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(xml), c.close()) });
  return new Response(body, { headers: XML_HEADERS });
}
