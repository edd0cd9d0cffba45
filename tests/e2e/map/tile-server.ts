import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { test } from "../fixtures";
import { startServer, type RunningServer } from "../server-process";

/** The colour of every tile the test's tile server sends: a canvas showing it has drawn tiles. */
export const TILE_RGB = { r: 40, g: 170, b: 90 } as const;

export interface TileServer {
  /** MAP_STYLE_URL for the app under test. */
  styleUrl: string;
  /** Every path asked of it so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A map tile source served by the test itself (there is no internet here, and a
 * test must not depend on one): a MapLibre style with one raster source whose
 * 256 px PNG tiles are one flat colour, made once with sharp.
 */
export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: TILE_RGB },
  })
    .png()
    .toBuffer();
  const requests: string[] = [];
  let origin = "";
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    // MapLibre fetches from the page's origin: the tile host must allow it, as OpenFreeMap's does.
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.url === "/style.json") {
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          version: 8,
          sources: {
            flat: {
              type: "raster",
              tiles: [`${origin}/tiles/{z}/{x}/{y}.png`],
              tileSize: 256,
              attribution: "Test tiles",
            },
          },
          layers: [
            {
              id: "background",
              type: "background",
              paint: { "background-color": "#ffffff" },
            },
            { id: "flat", type: "raster", source: "flat" },
          ],
        }),
      );
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
      res.setHeader("Content-Type", "image/png");
      res.end(tile);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    styleUrl: `${origin}/style.json`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The map specs' world: the tile server, and a server of the file's own whose
 * MAP_STYLE_URL points at it (the style is read at start), started before the
 * file's tests and stopped after. Read `server` and `tiles` inside a test or
 * hook: they exist once `beforeAll` has run.
 */
export function mapServer(): { readonly server: RunningServer; readonly tiles: TileServer } {
  let tiles: TileServer;
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    tiles = await startTileServer();
    // The demo listings (their places and pins), copied rather than seeded again.
    server = await startServer({ catalogue: "demo", env: { MAP_STYLE_URL: tiles.styleUrl }, timeoutMs: 200_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
    await tiles?.close();
  });
  return {
    get server() {
      return server;
    },
    get tiles() {
      return tiles;
    },
  };
}

/** How much of a screenshot (PNG) is the tiles' colour, 0 to 1. */
export async function tileShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (
      Math.abs(data[i]! - TILE_RGB.r) < 12 &&
      Math.abs(data[i + 1]! - TILE_RGB.g) < 12 &&
      Math.abs(data[i + 2]! - TILE_RGB.b) < 12
    )
      hits++;
  }
  return hits / (info.width * info.height);
}
