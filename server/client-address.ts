import type { Request } from "express";
import { networkKey } from "~/platform/network-key";

/** The client's address as Express resolves it under `trust proxy` (TRUST_PROXY): what logs show. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** The client's network (an IPv4 address, an IPv6 /64): what the per-client limits count (app/platform/network-key.ts). */
export function clientNetwork(req: Request): string {
  return networkKey(clientIp(req));
}
