import { test, expect, onServerData, withServerDb } from "../fixtures";
import { mapServer, tileShare } from "./tile-server";

/**
 * Issue 30 item 4 on a listing: a sketch and "Show map" that fetch nothing of
 * the map until tapped; the tap draws MapLibre's canvas from the configured
 * tile source (a server of this test); the Waze and Google Maps links go to the
 * shown point; and the exact point of an approximate location is in no
 * public answer, the map's settings included.
 */
const running = mapServer();

type Row = {
  slug: string;
  exact_location: string;
  map_lat: number;
  map_lon: number;
  map_radius: number;
};
const approximate = () =>
  onServerData(running.server.dataDir, () =>
    withServerDb(
      (db) =>
        db
          .prepare(
            "select slug, exact_location, map_lat, map_lon, map_radius from properties where map_radius > 0 and status = 'Available' order by display_id limit 1",
          )
          .get() as Row,
    ),
  );

test.use({
  viewport: { width: 390, height: 700 },
  isMobile: true,
  hasTouch: true,
});

test("a listing's map loads nothing until 'Show map' is tapped, then its canvas draws the tiles", async ({
  page,
}) => {
  const row = approximate();
  expect(row.exact_location).toMatch(/^\d/);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${running.server.url}/listing/${row.slug}`, {
    waitUntil: "networkidle",
  });
  const region = page.getByRole("region", { name: "Location" });
  await expect(
    region.getByRole("img", {
      name: "Sketch of the location and the nearest stations",
    }),
  ).toBeVisible();
  await expect(
    region.getByText(
      "Approximate location: the home is somewhere inside the circle.",
    ),
  ).toBeVisible();
  expect(running.tiles.requests, "the tile host was asked before the tap").toEqual([]);
  expect(
    scripts.filter((url) => /map-bundle|maplibre/.test(url)),
    "map script before the tap",
  ).toEqual([]);
  await expect(region.getByRole("link", { name: "Waze" })).toHaveAttribute(
    "href",
    `https://waze.com/ul?ll=${row.map_lat},${row.map_lon}&navigate=yes`,
  );
  await expect(
    region.getByRole("link", { name: "Google Maps" }),
  ).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${row.map_lat},${row.map_lon}`,
  );

  const frame = region.locator("[data-map-frame]");
  const place = () =>
    frame.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        width: box.width,
        height: box.height,
      };
    });
  const before = await place();
  // What the browser said while the map drew: a failure below names it (a lost WebGL context, a refused tile…).
  const said: string[] = [];
  page.on("console", (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => said.push(`pageerror: ${error.message}`));
  await region.getByRole("link", { name: "Show map" }).tap();
  await expect(frame.locator("canvas")).toBeVisible();
  await frame.locator("canvas").evaluate((canvas) => {
    canvas.addEventListener("webglcontextlost", () => console.error("webglcontextlost"));
    canvas.addEventListener("webglcontextrestored", () => console.error("webglcontextrestored"));
  });
  // Pixels, not the element: the flat tiles' colour fills most of the frame once the map has drawn.
  await expect
    .poll(async () => tileShare(await frame.screenshot()), { timeout: 30_000 })
    .toBeGreaterThan(0.4)
    .catch(async (error: Error) => {
      const state = await frame.evaluate((el) => ({
        drawn: el.hasAttribute("data-map-drawn"),
        ready: el.hasAttribute("data-map-ready"),
        visibility: document.visibilityState,
        canvases: [...el.querySelectorAll("canvas")].map((c) => `${c.width}x${c.height}`),
        layers: [...el.children].map((c) => `${c.tagName}:${getComputedStyle(c).display}:${getComputedStyle(c).opacity}:${getComputedStyle(c).zIndex}`),
      }));
      if (process.env.MAP_DEBUG) await frame.screenshot({ path: `${process.env.MAP_DEBUG}/frame-${Date.now()}.png` });
      throw new Error(`${error.message}\nThe browser said: ${JSON.stringify(said)}\nAsked of the tile server: ${JSON.stringify(running.tiles.requests)}\nThe frame: ${JSON.stringify(state)}`);
    });
  expect(running.tiles.requests).toContain("/style.json");
  expect(running.tiles.requests.some((path) => path.startsWith("/tiles/"))).toBe(true);
  expect(
    await place(),
    "the map took the sketch's place without moving anything",
  ).toEqual(before);
});

test("the exact point of an approximate location is in no public answer, the map's included", async ({
  request,
}) => {
  const row = approximate();
  const [lat, lon] = row.exact_location.split(",");
  for (const path of [
    `/listing/${row.slug}`,
    `/listing/${row.slug}.data`,
    `/ms/listing/${row.slug}`,
  ]) {
    const body = await (await request.get(`${running.server.url}${path}`)).text();
    expect(body).toContain(String(row.map_lat));
    for (const digits of [lat!, lon!])
      expect(body.includes(digits), `${path} holds ${digits}`).toBe(false);
  }
});
