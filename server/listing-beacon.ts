import { Router } from "express";
import { recordListingEvent } from "~/leads/beacon.server";
import { logger } from "~/platform/logger.server";
import { clientNetwork } from "./client-address";
import { renderLimit, type RenderLimitOptions } from "./render-limit";

export const BEACON_PATH = "/api/listing-event";
/** A beacon carries its data in the query string; any body past this is refused unread. */
const BEACON_MAX_BODY = 256;
/**
 * Beacons per client network (decision 040): a visitor sends one per page and tap. Generous,
 * since many phones share one carrier address (CGNAT); a script sending
 * more is ignored, not told.
 */
export const BEACON_LIMIT: RenderLimitOptions = { burst: 60, perSecond: 2, maxClients: 10_000 };

/**
 * POST /api/listing-event?listing=ID&event=view|whatsapp, sent by the page
 * script with navigator.sendBeacon. Always 204 and never cached: the answer
 * tells a script nothing about what was counted. Mounted before the page
 * cache and the same-origin check: a cross-site beacon is dropped quietly
 * here rather than refused and logged (it changes nothing but a count).
 */
export function listingBeaconRouter(options: { limit?: RenderLimitOptions } = {}) {
  const take = renderLimit(options.limit ?? BEACON_LIMIT);
  const router = Router();
  router.all(BEACON_PATH, async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.set("Allow", "POST").status(405).end();
      return;
    }
    if (Number(req.headers["content-length"] ?? 0) > BEACON_MAX_BODY || req.headers["transfer-encoding"] !== undefined) {
      res.set("Connection", "close").status(413).end();
      return;
    }
    const site = req.get("sec-fetch-site");
    const network = clientNetwork(req);
    if (site === "cross-site" || site === "same-site" || !take(network).allowed) {
      res.status(204).end();
      return;
    }
    const query = req.query as Record<string, unknown>;
    try {
      const outcome = await recordListingEvent({
        listing: typeof query.listing === "string" ? query.listing : undefined,
        event: typeof query.event === "string" ? query.event : undefined,
        userAgent: req.get("user-agent"),
        cookie: req.get("cookie"),
        network,
      });
      logger.debug({ outcome }, "listing beacon");
    } catch (err) {
      logger.warn({ err }, "a listing beacon could not be counted");
    }
    res.status(204).end();
  });
  return router;
}
