import type { RequestHandler } from "express";
import { httpDuration, httpRequests } from "./registry";

/** A few kinds, not every URL: a label per listing would grow without end. */
export function routeKind(path: string): string {
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/images/")) return "image";
  if (path.startsWith("/admin")) return "admin";
  if (path === "/login" || path === "/logout" || path.startsWith("/login.") || path.startsWith("/logout.")) return "sign-in";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "probe";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/sitemap") || path === "/robots.txt") return "sitemap";
  if (path.endsWith(".data")) return "page-data";
  return "page";
}

/** Counts and times every request that reaches Express (the first middleware). */
export function measureRequests(): RequestHandler {
  return (req, res, next) => {
    const start = performance.now();
    res.once("finish", () => {
      const kind = routeKind(req.path);
      httpRequests.inc({ kind, status: String(res.statusCode) });
      httpDuration.observe({ kind }, (performance.now() - start) / 1000);
    });
    next();
  };
}
