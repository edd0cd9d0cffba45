import { getEnv } from "~/platform/config.server";
import { sitemapIndex, XML_HEADERS } from "~/site/sitemap.server";

/** The sitemap index (robots.txt points here); the URLs themselves are in /sitemaps/* (docs/decisions/015-sitemap-index.md). */
export async function loader() {
  return new Response(await sitemapIndex(getEnv().SITE_URL), { headers: XML_HEADERS });
}
