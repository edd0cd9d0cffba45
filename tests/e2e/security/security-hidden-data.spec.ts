import { test, expect, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import sharp from "sharp";
import { CATEGORY_SLUGS } from "../../../app/properties/categories";
import { ALL_PRICE_RANGES } from "../../../app/properties/price-ranges";
import { projectPath } from "../../../app/names/projects";
import { adminCreate, signIn } from "../../../scripts/loadtest/admin-client";
import { KL_GPS } from "../../fixtures/photo-corpus";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";

// Issue 6: owner fields, hidden remarks, photo metadata and listings that are
// not Available (but on their own page) never reach an anonymous visitor — in any page, any `.data`
// form with or without `_routes`, the sitemap, JSON-LD, search, image files
// or error pages. The data goes in through the admin, as the agent types it.
// Its own server, so that its listings and photos stay out of other tests.

const RUN = Date.now().toString(36);
const CANARIES = {
  owner: `CANARY-OWNER-${RUN}`,
  contact: `CANARY-CONTACT-${RUN}`,
  remark: `CANARY-REMARK-${RUN}`,
  sold: `CANARY-SOLD-${RUN}`,
  rented: `CANARY-RENTED-${RUN}`,
  away: `CANARY-AWAY-${RUN}`,
  exif: `CANARY-EXIF-${RUN}`,
};
const SECRETS = Object.values(CANARIES).map((s) => s.toLowerCase());

// Every route id of app/routes.ts (and .react-router/types): `_routes` may ask for any of them.
const ROUTE_IDS = [
  "root", "home", "listings", "routes/listing", "routes/category", "routes/location", "routes/price-range", "routes/project",
  "routes/tag", "routes/search", "routes/sitemap", "routes/sitemap-file", "routes/robots", "routes/login", "routes/logout",
  "routes/admin/layout", "routes/admin/dashboard", "routes/admin/properties", "routes/admin/locations",
  "routes/admin/project-names", "routes/admin/photos", "routes/not-found",
];

let server: RunningServer;
let photoUrl = "";
const rows: Record<"visible" | "sold" | "rented" | "away", { id: string; slug: string; display_id: number }> = {} as never;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { SEED_DEMO: "0" } });
  const cookie = await signIn(server.url, E2E_ADMIN.email, E2E_ADMIN.password);

  // A phone photo: the canary in its EXIF text fields, and where it was taken.
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: CANARIES.exif, Artist: CANARIES.exif, Copyright: CANARIES.exif, Make: "CanaryPhone" },
      IFD2: { UserComment: CANARIES.exif },
      IFD3: KL_GPS,
    })
    .toBuffer();
  expect(jpeg.includes(CANARIES.exif)).toBe(true);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "front.jpg");
  const upload = await fetch(`${server.url}/admin/photos`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: server.url } });
  expect(upload.status).toBe(200);
  photoUrl = ((await upload.json()) as { url: string }).url;

  const base = { property_type: "Condominium/Apartment/Flat", price_sale: "300000", listing_type: ["sale"] };
  const saves = {
    visible: {
      ...base,
      title: "Canary Visible Listing",
      location: "Canary Bay",
      owner_name: CANARIES.owner,
      owner_contact: CANARIES.contact,
      remarks_hidden: CANARIES.remark,
      images: [photoUrl],
    },
    sold: { ...base, title: `${CANARIES.sold} Penthouse`, location: "Canary Bay", status: "Sold", description: `<p>${CANARIES.sold}</p>` },
    rented: { ...base, title: `${CANARIES.rented} Loft`, location: "Canary Bay", status: "Rented", project_name: CANARIES.rented },
    // The only listing of its location, and not Available: the location page must not show it.
    away: { ...base, title: `${CANARIES.away} Villa`, location: "Canary Hidden Town", status: "Temporarily Unavailable" },
  };
  const db = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
  try {
    for (const [key, fields] of Object.entries(saves)) {
      const result = await adminCreate(server.url, cookie, fields);
      expect(result.acknowledged, result.message).toBe(true);
      rows[key as keyof typeof rows] = db
        .prepare("select id, slug, display_id from properties where slug = ?")
        .get(result.slug) as { id: string; slug: string; display_id: number };
    }
  } finally {
    db.close();
  }
});

test.afterAll(async () => {
  await server?.stop();
});

/** The `.data` URL React Router's client would fetch for a page (future.v8_trailingSlashAwareDataRequests). */
function dataUrl(page: string): string {
  const url = new URL(page, "http://x");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url.pathname + url.search;
}

function withRoutes(page: string, routes: string): string {
  const url = new URL(dataUrl(page), "http://x");
  url.searchParams.set("_routes", routes);
  return url.pathname + url.search;
}

async function expectNoSecrets(
  request: APIRequestContext,
  url: string,
  leaks: string[],
  method: "get" | "post" = "get",
  allowed: string[] = [],
) {
  const response = await request[method](`${server.url}${url}`, { maxRedirects: 0, failOnStatusCode: false });
  // A page may repeat the URL it was asked for (a 405 names the path, /login?redirectTo= the page):
  // that is the visitor's own text, so the URL's own words are taken out before looking.
  const own = url
    .toLowerCase()
    .split(/[/?&=,.]/)
    .filter((token) => SECRETS.some((secret) => token.includes(secret)));
  const strip = (text: string) => own.reduce((t, token) => t.split(token).join(""), text.toLowerCase());
  const body = strip((await response.body()).toString("utf8"));
  const headers = strip(JSON.stringify(response.headers()));
  for (const secret of SECRETS) {
    if (allowed.includes(secret)) continue;
    if (body.includes(secret) || headers.includes(secret)) leaks.push(`${method.toUpperCase()} ${url} (${response.status()}) leaks ${secret}`);
  }
  return response;
}

test("no anonymous response of any page, .data or _routes form carries a hidden field or a hidden listing", async ({ playwright }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext();
  const { visible, sold, rented, away } = rows;
  const pages = [
    "/", "/listings", "/?q=canary", "/?page=2", "/listings?q=canary", "/search", "/search?q=canary", "/search?q=penthouse",
    `/listing/${visible.slug}`, `/listing/${visible.id}`, `/listing/${visible.display_id}`,
    ...[sold, rented, away].flatMap((r) => [`/listing/${r.slug}`, `/listing/${r.id}`, `/listing/${r.display_id}`]),
    ...CATEGORY_SLUGS.map((c) => `/category/${c}`),
    "/location/canary-bay", "/location/Canary%20Bay", "/location/canary-hidden-town",
    ...ALL_PRICE_RANGES.map((r) => `/price-range/${r.slug}`),
    // The Rented listing's project: it keeps a page (noindex) naming the project, as the listing's own page does (decision 022).
    projectPath(CANARIES.rented)!,
    "/tag/canary", "/no-such-page", "/listing/no-such-listing", "/login",
    // Admin pages answer a visitor with a redirect to /login, and nothing else.
    "/admin", "/admin/properties", `/admin/properties/${visible.id}/edit`, `/admin/properties?q=${CANARIES.owner}`,
    "/admin/locations", "/admin/project-names",
  ];
  const leaks: string[] = [];
  // A listing that is no longer Available keeps its own page, which names it
  // (docs/product.md#listing-detail): there, and only there, its canary may appear.
  const ownCanary = (page: string) =>
    ([[sold, CANARIES.sold], [rented, CANARIES.rented], [away, CANARIES.away]] as const)
      .filter(([r, canary]) => page === `/listing/${r.slug}` || page === `/listing/${r.id}` || page === projectPath(canary))
      .map(([, canary]) => canary.toLowerCase());
  for (const page of pages) {
    const allowed = ownCanary(page);
    await expectNoSecrets(request, page, leaks, "get", allowed);
    await expectNoSecrets(request, dataUrl(page), leaks, "get", allowed);
    await expectNoSecrets(request, withRoutes(page, "root,routes/listing"), leaks, "get", allowed);
    await expectNoSecrets(request, withRoutes(page, ROUTE_IDS.join(",")), leaks, "get", allowed);
    for (const id of ROUTE_IDS) await expectNoSecrets(request, withRoutes(page, id), leaks, "get", allowed);
  }
  const files = ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/listings-1.xml", "/robots.txt"];
  for (const file of [...files, ...files.map((f) => `${f}.data`)]) await expectNoSecrets(request, file, leaks);
  // Error pages: a POST to a page without an action, a malformed URL, an unknown .data route.
  await expectNoSecrets(request, `/listing/${visible.slug}`, leaks, "post");
  await expectNoSecrets(request, `/listing/${sold.slug}`, leaks, "post", [CANARIES.sold.toLowerCase()]);
  await expectNoSecrets(request, "/listing/%E0%A4%A", leaks);
  await expectNoSecrets(request, `/listing/${visible.slug}.data?_routes=no-such-route`, leaks);
  expect(leaks).toEqual([]);

  // The checks looked at real pages: the visible listing is public, the others are not.
  const detail = await request.get(`${server.url}/listing/${visible.slug}`);
  expect(detail.status()).toBe(200);
  const html = await detail.text();
  expect(html).toContain("Canary Visible Listing");
  expect(html).toContain('type="application/ld+json"');
  for (const r of [sold, rented, away]) {
    const gone = await request.get(`${server.url}/listing/${r.slug}`);
    expect(gone.status()).toBe(200);
    expect(await gone.text()).toContain('<meta name="robots" content="noindex"/>');
  }
  const hiddenTown = await request.get(`${server.url}/location/canary-hidden-town`);
  expect(await hiddenTown.text()).not.toContain(CANARIES.away);
  await request.dispose();
});

test("searching for an owner's name or contact, a hidden remark or a hidden listing finds nothing", async ({ page }) => {
  for (const q of [CANARIES.owner, CANARIES.contact, CANARIES.remark, CANARIES.sold, CANARIES.rented, CANARIES.away, CANARIES.exif]) {
    for (const list of ["/", "/search"]) {
      await page.goto(`${server.url}${list}?${new URLSearchParams({ q })}`);
      await expect(page.getByText("No available properties found.")).toBeVisible();
    }
  }
  // The same search for a public word does find the visible listing.
  await page.goto(`${server.url}/search?q=Canary+Visible`);
  await expect(page.getByRole("link", { name: /Canary Visible Listing/ }).first()).toBeVisible();
});

test("the public photo files carry no EXIF, GPS or canary; the un-watermarked master is not served", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const variants = [480, 960, 1200, 1600].map((w) => photoUrl.replace(/\.jpg$/, `_w${w}.webp`));
  for (const url of [photoUrl, ...variants]) {
    const response = await request.get(`${server.url}${url}`);
    expect(response.status(), url).toBe(200);
    const bytes = await response.body();
    expect(bytes.includes(CANARIES.exif), `${url} holds the canary`).toBe(false);
    expect(bytes.includes("CanaryPhone"), `${url} holds the camera make`).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, `${url} has EXIF`).toBeUndefined();
    expect(meta.xmp, `${url} has XMP`).toBeUndefined();
    expect(meta.iptc, `${url} has IPTC`).toBeUndefined();
  }
  // The stored name is public; the private master beside it must not be reachable by it.
  const key = photoUrl.replace(/^\/images\//, "");
  for (const url of [`/images/masters/${key}`, `/images/masters%2F${key}`, `/images/./masters/${key}`]) {
    const response = await request.get(`${server.url}${url}`, { failOnStatusCode: false });
    expect(response.status(), url).toBe(404);
  }
  await request.dispose();
});
