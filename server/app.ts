import compression from "compression";
import express, { type Express } from "express";
import type { RequestListener } from "node:http";
import path from "node:path";
import { imagesRouter } from "./images";
import { healthRouter } from "./health";
import { pageCache, type PageCache } from "./page-cache";
import { RENDER_LIMIT } from "./render-limit";
import { hashedAssets, publicFiles } from "./precompressed-assets";
import { contentSecurityPolicy, cspWithNonce, newNonce, staticHeaders, staticSecurityHeaders } from "./security-headers";
import { getEnv } from "~/platform/config.server";
import { sameOrigin } from "./same-origin";
import { reactRouterEntry } from "./react-router";
import { answerErrors, refuseMalformedRequests } from "./client-errors";
import { limitFormBodies } from "./body-limit";
import { listingBeaconRouter } from "./listing-beacon";
import { onSiteHost } from "./one-address";
import { metricsRouter } from "./metrics/endpoint";
import { measureRequests } from "./metrics/requests";

export { startup, shutdown, loadConfig } from "~/startup.server";
export { onSiteHost } from "./one-address";
export { serveMetricsOn } from "./metrics/endpoint";

interface AppOptions {
  clientDir?: string;
}

/**
 * What server.js serves: a request for another host name of this server is
 * redirected to SITE_URL's; a public page already rendered goes out from memory
 * before Express is entered (no routing, no middleware, one writeHead); every
 * other request goes through createApp's chain.
 */
export function createRequestListener(options: AppOptions = {}): RequestListener & { ready(): Promise<void> } {
  const { app, pages, ready } = assemble(options);
  // Another host name of this server is sent to SITE_URL's first, hits included (server/one-address.ts).
  return Object.assign(onSiteHost(getEnv().SITE_URL, pages.answerHitsBefore(app)), { ready });
}

/** The Express app alone (development mounts it behind Vite's middleware). */
export function createApp(options: AppOptions = {}): Express {
  return assemble(options).app;
}

/**
 * The whole HTTP surface, cheapest first: security headers, hashed assets
 * (immutable, pre-compressed), cached public pages, then compression, the
 * CSP nonce, /healthz, photos, and every other page through React Router.
 */
function assemble(options: AppOptions): { app: Express; pages: PageCache; ready(): Promise<void> } {
  const app = express();
  app.disable("x-powered-by");
  const env = getEnv();
  app.set("trust proxy", env.TRUST_PROXY ?? "loopback");
  const development = env.NODE_ENV === "development";
  // Counted and timed from here; hits answered before Express are the page cache's own counters.
  app.use(measureRequests());
  app.use(staticHeaders({ https: env.https }));
  app.use(refuseMalformedRequests(), limitFormBodies());

  const clientDir = options.clientDir ?? path.resolve(env.BUILD_DIR, "client");
  // File names under /assets carry a content hash: they never change. Sent pre-compressed when the browser accepts it.
  app.use("/assets", hashedAssets(path.resolve(clientDir, "assets")));
  app.use(publicFiles(clientDir));
  // A self-hosted map (decision 061): a style and a PMTiles extract in DATA_DIR/map, read by range requests.
  app.use("/map", express.static(path.resolve(env.DATA_DIR, "map"), { maxAge: "1d", index: false }));

  const reactRouter = reactRouterEntry(() => import("virtual:react-router/server-build"), env.production ? "production" : undefined);
  // A public page already rendered goes out from memory, pre-compressed, before
  // the middleware below (compression, nonce, routing) has to run. Misses are
  // rendered and kept here.
  const pages = pageCache(reactRouter.render, {
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    site: {
      security: staticSecurityHeaders({ https: env.https }),
      csp: development ? undefined : (nonce) => contentSecurityPolicy(nonce, env.https, env.mapOrigins),
    },
    newNonce,
    // Page renders per client IP (server/render-limit.ts); 0 turns the limit off.
    renderLimit: env.RENDER_LIMIT_PER_SECOND > 0 ? { ...RENDER_LIMIT, perSecond: env.RENDER_LIMIT_PER_SECOND, burst: env.RENDER_LIMIT_PER_SECOND * 6 } : undefined,
  });
  // Counting a listing's views and taps (app/leads): before the page cache, so that nothing there is ever kept.
  app.use(listingBeaconRouter());
  // Not in development: the cache follows the content version, not code edits.
  if (!development) app.use(pages.middleware);
  app.use(compression());
  app.use(cspWithNonce({ https: env.https, development, mapOrigins: env.mapOrigins }));

  app.use(healthRouter());
  app.use(metricsRouter(env.METRICS_TOKEN));
  app.use(imagesRouter());

  app.use(sameOrigin());
  app.all("/{*splat}", reactRouter.handler);

  app.use(answerErrors());
  return { app, pages, ready: reactRouter.ready };
}
