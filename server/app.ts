import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express } from "express";
import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler as createFetchHandler } from "react-router";
import { imagesRouter } from "./images";
import { healthRouter } from "./health";
import { pageCache, type PageCache } from "./page-cache";
import { RENDER_LIMIT } from "./render-limit";
import { hashedAssets, publicFiles } from "./precompressed-assets";
import { contentSecurityPolicy, cspWithNonce, newNonce, staticHeaders, staticSecurityHeaders } from "./security-headers";
import { getEnv } from "~/platform/config.server";
import { sameOrigin } from "./same-origin";
import { clientIpHeader } from "./client-ip";
import { logger } from "~/platform/logger.server";

export { startup, shutdown, loadConfig } from "~/startup.server";

interface AppOptions {
  clientDir?: string;
}

/**
 * What server.js serves: a public page already rendered goes out from memory
 * before Express is entered (no routing, no middleware, one writeHead); every
 * other request goes through createApp's chain.
 */
export function createRequestListener(options: AppOptions = {}): RequestListener {
  const { app, pages } = assemble(options);
  return pages.answerHitsBefore(app);
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
function assemble(options: AppOptions): { app: Express; pages: PageCache } {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  const env = getEnv();
  const development = process.env.NODE_ENV === "development";
  app.use(staticHeaders({ https: env.https }));

  const clientDir = options.clientDir ?? path.resolve(process.env.BUILD_DIR ?? "build", "client");
  // File names under /assets carry a content hash: they never change. Sent pre-compressed when the browser accepts it.
  app.use("/assets", hashedAssets(path.resolve(clientDir, "assets")));
  app.use(publicFiles(clientDir));

  const build = () => import("virtual:react-router/server-build");
  const mode = process.env.NODE_ENV === "production" ? "production" : undefined;
  const render = createFetchHandler(build, mode);
  // A public page already rendered goes out from memory, pre-compressed, before
  // the middleware below (compression, nonce, routing) has to run. Misses are
  // rendered and kept here.
  const pages = pageCache((request, cspNonce) => render(request, { cspNonce }), {
    site: {
      security: staticSecurityHeaders({ https: env.https }),
      csp: development ? undefined : (nonce) => contentSecurityPolicy(nonce, env.https),
    },
    newNonce,
    // Page renders per client IP (server/render-limit.ts); 0 turns the limit off.
    renderLimit: env.RENDER_LIMIT_PER_SECOND > 0 ? { ...RENDER_LIMIT, perSecond: env.RENDER_LIMIT_PER_SECOND, burst: env.RENDER_LIMIT_PER_SECOND * 6 } : undefined,
  });
  // Not in development: the cache follows the content version, not code edits.
  if (!development) app.use(pages.middleware);
  app.use(compression());
  app.use(cspWithNonce({ https: env.https, development }));

  app.use(healthRouter());
  app.use(imagesRouter());

  app.use(sameOrigin(), clientIpHeader());
  app.all(
    "/{*splat}",
    createRequestHandler({ build, mode, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }) }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    logger.error({ err, url: req.originalUrl }, "request failed");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong. Please try again later.");
  };
  app.use(onError);
  return { app, pages };
}
