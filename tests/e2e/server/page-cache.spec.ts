import { test, expect, openServerDb } from "../fixtures";

test("public pages are served from the cache until a write changes the content", async ({ request }) => {
  const url = "/?page=1";
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  const second = await request.get(url);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.text()).toBe(await first.text());
  const etag = second.headers()["etag"];
  expect(etag).toBeTruthy();

  const notModified = await request.get(url, { headers: { "If-None-Match": etag! } });
  expect(notModified.status()).toBe(304);

  // A write from anywhere (here straight into the database, as another
  // instance or a CLI would) moves the content version: the next visitor sees it.
  const title = `Cache Buster Condo ${Date.now()}`;
  const db = openServerDb();
  const now = new Date(Date.now() + 60_000).toISOString();
  db.prepare(
    `insert into properties (id, display_id, slug, title, location, listing_type, status, date_status, created_at, is_featured, price_sale)
     values (?, (select max(display_id) + 1 from properties), ?, ?, 'Cheras', '["sale"]', 'Available', ?, ?, 1, 450000)`,
  ).run(`cache${Date.now()}`, `cache-buster-${Date.now()}`, title, now, now);
  try {
    const after = await request.get(url);
    expect(after.headers()["x-page-cache"]).toBe("miss");
    expect(await after.text()).toContain(title);
    expect(after.headers()["etag"]).not.toBe(etag);
  } finally {
    db.prepare("delete from properties where title = ?").run(title);
    db.close();
  }
  const gone = await request.get(url);
  expect(await gone.text()).not.toContain(title);
});

test("cached pages are sent pre-compressed, and never to a signed-in browser", async ({ request }) => {
  await request.get("/category/condo");
  const br = await request.get("/category/condo", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["x-page-cache"]).toBe("hit");
  expect(await br.text()).toContain("Condominiums");

  const withSession = await request.get("/category/condo", { headers: { Cookie: "__session=anything" } });
  expect(withSession.status()).toBe(200);
  expect(withSession.headers()["x-page-cache"]).toBeUndefined();
});

test("the .data form of a page is cached on its own key, and 404s are cached with their status", async ({ request }) => {
  const data = await request.get("/category/condo.data");
  expect(data.status()).toBe(200);
  expect((await request.get("/category/condo.data")).headers()["x-page-cache"]).toBe("hit");
  await request.get("/no-such-page-for-cache");
  const missing = await request.get("/no-such-page-for-cache");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["x-page-cache"]).toBe("hit");
  expect(await missing.text()).toContain("404 - Page Not Found");
});
