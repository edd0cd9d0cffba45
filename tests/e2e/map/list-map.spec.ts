import type { Locator, Page } from "@playwright/test";
import { test, expect, onServerData, withServerDb } from "../fixtures";
import { mapServer, tileShare } from "./tile-server";

/**
 * Issue 30 (decision 064): a list's "Map" view. Nothing of the map is fetched
 * until "Map" is tapped; the tap draws MapLibre's canvas from the test's own
 * tile server with the listings' price pins clustered; tapping a cluster
 * zooms into it and tapping a pin opens its card (photo, price, title, link).
 * A station page does the same with the station marked. The pins are the
 * shown points: no exact location of an approximate listing is in the page.
 */
const running = mapServer();
/** Screenshots for a person to look at, when set. */
const SHOTS = process.env.SHOT_DIR;

const db = <T>(sql: string) => onServerData(running.server.dataDir, () => withServerDb((d) => d.prepare(sql).all() as T[]));

/**
 * The card's close button and link take a finger (24 px or more, as the review
 * asks of every target); the whole card is shown inside the map (the map moves
 * to bring it in), so nothing of it is cut off, and the page does not scroll sideways.
 */
async function cardFitsAFinger(page: Page, frame: Locator, card: Locator) {
  const inside = async () => {
    const [outer, inner] = [(await frame.boundingBox())!, (await card.boundingBox())!];
    return [inner.x - outer.x, inner.y - outer.y, outer.x + outer.width - (inner.x + inner.width), outer.y + outer.height - (inner.y + inner.height)].every((gap) => gap >= 0);
  };
  await expect.poll(inside, { message: "the card inside the map" }).toBe(true);
  for (const target of [card.getByRole("button", { name: "Close" }), card.getByRole("link", { name: "View property" })]) {
    const box = (await target.boundingBox())!;
    expect(box.width, "target width").toBeGreaterThanOrEqual(24);
    expect(box.height, "target height").toBeGreaterThanOrEqual(24);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "sideways scroll").toBeLessThanOrEqual(0);
}

/** The card's own close button shuts it (a tap, as on a phone, or a click). */
async function closeCard(card: Locator) {
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toBeHidden();
}

/** Opens the list's map and taps clusters until a pin shows, then taps the pin: its card opens. */
async function openMapAndACard(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`${running.server.url}${path}`, { waitUntil: "networkidle" });
  const before = running.tiles.requests.length;
  expect(scripts.filter((url) => /map-bundle|maplibre/.test(url)), "map script before the tap").toEqual([]);
  await page.locator("[data-map-list] > summary").click();
  const frame = page.locator("[data-map-list] [data-map-frame]");
  await expect(frame.locator("canvas")).toBeVisible();
  await expect.poll(async () => tileShare(await frame.screenshot()), { timeout: 30_000 }).toBeGreaterThan(0.3);
  expect(running.tiles.requests.slice(before)).toContain("/style.json");
  const clusters = frame.getByRole("button", { name: /^\d+ properties$/ });
  const pins = frame.getByRole("button", { name: /^RM .+: / });
  await expect(clusters.or(pins).first()).toBeVisible();
  const sawClusters = (await clusters.count()) > 0;
  for (let i = 0; i < 10 && (await pins.count()) === 0; i++) {
    const zoom = await frame.getAttribute("data-map-zoom");
    await clusters.first().click();
    await expect(frame).not.toHaveAttribute("data-map-zoom", zoom!);
  }
  const pin = pins.first();
  const [price, title] = (await pin.getAttribute("aria-label"))!.split(": ");
  await pin.click();
  const card = page.getByRole("dialog", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(price!, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "View property" })).toHaveAttribute("href", /^\/listing\//);
  await cardFitsAFinger(page, frame, card);
  return { sawClusters, card };
}

for (const viewport of [
  { width: 390, height: 700 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the home list's Map view loads on the tap, clusters the pins, and a pin opens its card", async ({ page }) => {
      const { sawClusters, card } = await openMapAndACard(page, "/");
      expect(sawClusters, "the demo listings are close enough to cluster at the first zoom").toBe(true);
      await expect(card.locator("img")).toHaveAttribute("src", /.+/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-map-${viewport.width}.png` });
      await closeCard(card);
    });

    test("a station page's Map view marks the station and its listings", async ({ page }) => {
      const [row] = db<{ near_stations: string }>(
        "select near_stations from properties where status = 'Available' and map_lat is not null and near_stations like '[{%' order by display_id limit 1",
      );
      const slug = (JSON.parse(row!.near_stations) as { slug: string }[])[0]!.slug;
      const { card } = await openMapAndACard(page, `/near/${slug}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/near-map-${viewport.width}.png` });
      await closeCard(card);
    });
  });
}

test("a list's map holds only shown points: no approximate listing's exact location", async ({ request }) => {
  const rows = db<{ exact_location: string; map_lat: number; near_stations: string }>(
    "select exact_location, map_lat, near_stations from properties where map_radius > 0 and status = 'Available' and exact_location <> ''",
  );
  expect(rows.length).toBeGreaterThan(0);
  const home = await (await request.get(`${running.server.url}/`)).text();
  expect(home).toContain("data-map-list");
  const pages = [home, await (await request.get(`${running.server.url}/zh/`)).text()];
  for (const row of rows) {
    const near = JSON.parse(row.near_stations) as { slug: string }[];
    if (near[0]) pages.push(await (await request.get(`${running.server.url}/near/${near[0].slug}`)).text());
  }
  expect(pages.some((body) => rows.some((row) => body.includes(String(row.map_lat)))), "a shown point is on a list's map").toBe(true);
  for (const row of rows)
    for (const digits of row.exact_location.split(","))
      for (const body of pages) expect(body.includes(digits.trim()), `a list page holds ${digits}`).toBe(false);
});
