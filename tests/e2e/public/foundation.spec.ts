import { test, expect, openServerDb } from "../fixtures";

test("the home page shows the seeded demo listings", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Available Properties" })).toBeVisible();
  const db = openServerDb();
  const { n } = db.prepare("select count(*) as n from properties where status = 'Available'").get() as { n: number };
  db.close();
  expect(n).toBeGreaterThanOrEqual(20);
  await expect(page.locator("main article")).toHaveCount(Math.min(n, 24));
  await expect(page.getByText("Fully Furnished Corner Unit with KLCC View")).toBeVisible();
});

test("/healthz says the process serves; /readyz that the database and the photo storage answer", async ({ request }) => {
  const live = await request.get("/healthz");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  expect(live.headers()["cache-control"]).toBe("no-store");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  expect(ready.headers()["cache-control"]).toBe("no-store");
});

test("hashed assets are cached for a year and pages are compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("immutable");
  const compressed = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
});
