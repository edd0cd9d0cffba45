import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { logger } from "~/platform/logger.server";

/** The methods every page takes; anything else is refused with 405 and this list. */
export const ALLOWED_METHODS = "GET, HEAD, POST";
/** React Router's <Form method="put|patch|delete"> sends these: only the admin area (behind requireAdmin) may get them. */
const ADMIN_ONLY_METHODS = new Set(["PUT", "PATCH", "DELETE"]);

function refuse(res: Response, status: 400 | 405, message: string) {
  if (status === 405) res.setHeader("Allow", ALLOWED_METHODS);
  res.status(status).type("text/plain").send(message);
}

function inAdmin(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Requests no page of this site can answer are refused here with 400 or 405,
 * before routing: otherwise they reach Express's param decoding or React
 * Router, which throw, and a visitor's typo became a 500 with a stack in the log.
 */
export function refuseMalformedRequests(): RequestHandler {
  return (req, res, next) => {
    // Origin-form only ("/path?query"). "GET http://evil/ HTTP/1.1" (absolute
    // form) and "OPTIONS *" are for proxies, and this server is not one.
    if (!req.url.startsWith("/")) return refuse(res, 400, "Bad request: the address is not valid.");
    const path = req.url.split("?", 1)[0]!;
    try {
      decodeURIComponent(path);
    } catch {
      return refuse(res, 400, "Bad request: the address is not valid.");
    }
    const method = req.method;
    const allowed = method === "GET" || method === "HEAD" || method === "POST" || (ADMIN_ONLY_METHODS.has(method) && inAdmin(path));
    if (!allowed) return refuse(res, 405, "Method not allowed.");
    next();
  };
}

/**
 * The last error handler: a client's mistake that a library reports as an
 * error with a 4xx status (a bad escape in a static file's name…) keeps its
 * status and is logged in one line; anything else is ours: 500, with the stack
 * in the log and never on the page.
 */
export function answerErrors(): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = Number((err as { status?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode);
    if (status >= 400 && status < 500) {
      logger.info({ url: req.originalUrl, status, reason: (err as Error)?.message }, "client error");
      if (res.headersSent) return res.end();
      return res.status(status).type("text/plain").send(status === 413 ? "The request is too large." : "Bad request.");
    }
    logger.error({ err, url: req.originalUrl }, "request failed");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong. Please try again later.");
  };
}
