import { getEnv } from "~/platform/config.server";
import { listingsSitemap, pagesSitemap, parseSitemapFile, XML_HEADERS } from "~/site/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** `/sitemaps/pages.xml` and `/sitemaps/listings-<n>.xml`, as listed by /sitemap.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  const siteUrl = getEnv().SITE_URL;
  const xml = file?.kind === "pages" ? await pagesSitemap(siteUrl) : file ? await listingsSitemap(siteUrl, file.number) : null;
  if (xml === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: XML_HEADERS });
}
