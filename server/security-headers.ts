import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The Content-Security-Policy of a page rendered with `nonce`. Scripts only
 * from this site or inline with the nonce; nothing may frame the site.
 * Inline style attributes stay allowed (React writes them; they cannot run code).
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Every response: helmet's headers (nosniff, Referrer-Policy, HSTS on https,
 * no framing), and an enforced CSP with a fresh nonce in res.locals.cspNonce.
 * Vite's dev server injects scripts of its own, so development gets no CSP.
 */
export function securityHeaders(options: { https: boolean; development: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      const nonce = crypto.randomBytes(16).toString("base64");
      res.locals.cspNonce = nonce;
      if (!options.development) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.https));
      next();
    },
  ];
}
