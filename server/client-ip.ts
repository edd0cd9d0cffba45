import type { RequestHandler } from "express";

/** The header through which routes learn the client's address (see clientIp in app/auth/rate-limit.server.ts). */
export const CLIENT_IP_HEADER = "x-listing-client-ip";

/**
 * A fetch Request carries no socket, so the client's address (as Express
 * resolves it under the `trust proxy` setting) is passed on in a header.
 * Whatever a client sent under that name is overwritten: it cannot be forged.
 */
export function clientIpHeader(): RequestHandler {
  return (req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  };
}
