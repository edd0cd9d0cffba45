import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The Content-Security-Policy of a page rendered with `nonce`. Scripts only
 * from this site or inline with the nonce; nothing may frame the site.
 * Inline style attributes stay allowed (React writes them; they cannot run code).
 */
export function contentSecurityPolicy(nonce: string, https: boolean, mapOrigins: readonly string[] = []): string {
  // The map (decision 061): its style, tiles and glyphs from the configured hosts, its worker from our origin or a blob.
  const map = mapOrigins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self'",
    `connect-src 'self'${map}`,
    "worker-src 'self' blob:",
    // A listing's video (YouTube's cookie-less host) and 3D tour, loaded only when the visitor taps play.
    "frame-src https://www.youtube-nocookie.com https:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * What the pages may use of the browser, and what nothing embedded in them
 * may: no camera, microphone, payment or USB for anyone; location only for
 * the site's own pages (a map's "near me"), never for an embedded tour or
 * video; no ad-topics profiling. Only features Chromium knows, or it logs a
 * console error on every page. The tour's and video's own `allow` (autoplay,
 * fullscreen, xr-spatial-tracking) are left at their defaults.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()";

/**
 * helmet's headers (nosniff, Referrer-Policy, HSTS on https, no framing) and the Permissions-Policy,
 * worked out once: they are the same for every response, so the page cache
 * can send them without running the middleware per request.
 */
export function staticSecurityHeaders(options: { https: boolean }): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  })(
    {} as Parameters<RequestHandler>[0],
    collect as unknown as Parameters<RequestHandler>[1],
    () => {},
  );
  headers.push(["Permissions-Policy", PERMISSIONS_POLICY]);
  return headers;
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** helmet's headers on every response (the list is worked out once). */
export function staticHeaders(options: { https: boolean }): RequestHandler {
  const headers = staticSecurityHeaders(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * An enforced CSP with a fresh nonce in res.locals.cspNonce, for what React
 * Router renders. Vite's dev server injects scripts of its own, so
 * development gets no CSP.
 */
export function cspWithNonce(options: { https: boolean; development: boolean; mapOrigins?: readonly string[] }): RequestHandler {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    if (!options.development) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.https, options.mapOrigins));
    next();
  };
}
