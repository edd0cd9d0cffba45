import { test, expect, type APIRequestContext } from "@playwright/test";
import { onServerData, withServerDb } from "../fixtures";
import { insertListings } from "../public-helpers";
import { startServer, type RunningServer } from "../server-process";

/**
 * The page cache keys on a canonical URL (issue 28 items 5 and 6, decision 043):
 * tracking and made-up parameters make no new entry and no render, and the
 * brochure is drawn once per version of its listing whatever its query.
 * Its own production server, with metrics behind a token to read the cache's size.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const token = "canonical-cache-token-0123456789";
let server: RunningServer;
let listing: { id: string; slug: string };
let other: { id: string; slug: string };

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0", METRICS_TOKEN: token } });
  [listing, other] = onServerData(server.dataDir, () =>
    insertListings([{ title: "Canonical Residence Bangsar" }, { title: "Other Residence Cheras" }]),
  );
});

test.afterAll(async () => {
  await server?.stop();
});

async function metric(request: APIRequestContext, series: string): Promise<number> {
  const body = await (await request.get(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no ${series} in /metrics`);
  return Number(line.slice(series.length + 1));
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("unique tracking and unknown parameters leave the cache's entries as they were, and home stays a hit", async ({ request }) => {
  const pages = ["/", "/category/condo", `/listing/${listing.slug}`, `/ms/listing/${listing.slug}`, "/search?q=bangsar"];
  for (const page of pages) await request.get(server.url + page);
  for (const page of pages) expect((await request.get(server.url + page)).headers()["x-page-cache"]).toBe("hit");
  const entries = await metric(request, "page_cache_entries");
  const misses = await metric(request, "page_cache_misses_total");

  const junk = (n: number) => [
    `/?fbclid=IwAR${n}`,
    `/?x=${n}`,
    `/?utm_source=whatsapp&utm_medium=share&utm_campaign=c${n}`,
    `/category/condo?gclid=${n}&_ga=1.${n}`,
    `/listing/${listing.slug}?fbclid=${n}`,
    `/ms/listing/${listing.slug}?igshid=${n}&mc_eid=${n}`,
    `/search?q=bangsar&msclkid=${n}&ttclid=${n}`,
    `/listing/${listing.slug}.data?_routes=r${n}`,
  ];
  for (let n = 0; n < 40; n++) {
    for (const url of junk(n)) {
      const res = await request.get(server.url + url);
      expect(res.status(), url).toBe(200);
      if (!url.includes(".data") || n > 0) expect(res.headers()["x-page-cache"], url).toBe("hit");
    }
  }
  // 320 requests: one new entry (the listing's .data twin), one render for it.
  expect(await metric(request, "page_cache_entries")).toBe(entries + 1);
  expect(await metric(request, "page_cache_misses_total")).toBe(misses + 1);
  expect(await metric(request, "page_cache_evictions_total")).toBe(0);
  expect((await request.get(`${server.url}/`)).headers()["x-page-cache"]).toBe("hit");

  // The canonical link never carries them.
  const shared = await (await request.get(`${server.url}/listing/${listing.slug}?fbclid=abc&utm_source=facebook`)).text();
  expect(canonical(shared)).toBe(`${server.url}/listing/${listing.slug}`);
  expect(canonical(await (await request.get(`${server.url}/?gclid=1&beds=3`)).text())).toBe(`${server.url}/`);
});

test("the brochure is drawn once per listing version, whatever the query", async ({ request }) => {
  const pdf = `${server.url}/listing/${listing.slug}/brochure.pdf`;
  const before = await metric(request, "brochure_renders_total");
  const first = await request.get(`${pdf}?a=1`);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("application/pdf");
  const second = await request.get(`${pdf}?b=2&fbclid=x`);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  // Thirty at once, each with a query of its own: kept, none drawn again.
  const burst = await Promise.all(Array.from({ length: 30 }, (_, n) => request.get(`${pdf}?n=${n}`)));
  for (const res of burst) expect(res.status()).toBe(200);
  expect(await metric(request, "brochure_renders_total")).toBe(before + 1);

  // Another listing's save empties the page cache; this brochure is not drawn again.
  onServerData(server.dataDir, () => withServerDb((db) => db.prepare("update properties set price_sale = 470000 where id = ?").run(other.id)));
  const afterOther = await request.get(`${pdf}?c=3`);
  expect(afterOther.headers()["x-page-cache"]).toBe("miss");
  expect(Buffer.compare(await afterOther.body(), await first.body())).toBe(0);
  expect(await metric(request, "brochure_renders_total")).toBe(before + 1);

  // Its own save: drawn anew, once, with the new price.
  onServerData(server.dataDir, () => withServerDb((db) => db.prepare("update properties set price_sale = 512000 where id = ?").run(listing.id)));
  const renewed = await Promise.all([request.get(`${pdf}?d=4`), request.get(`${pdf}?e=5`)]);
  for (const res of renewed) expect(res.status()).toBe(200);
  expect(Buffer.compare(await renewed[0].body(), await first.body())).not.toBe(0);
  expect(await metric(request, "brochure_renders_total")).toBe(before + 2);
});
