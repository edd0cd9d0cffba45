import type { RequestHandler } from "express";
import { getEnv } from "~/platform/config.server";
import { logSecurityEvent } from "~/auth/security-log.server";
import { clientIp } from "./client-address";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of an Origin or Referer header, or null when it has none we can read. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Refuses cross-site form posts (CSRF) before they reach any action: a
 * state-changing request must come from a page of this site. SameSite=Lax
 * cookies already stop most of these; this covers older browsers and
 * same-site subdomains. Browsers send Origin with every cross-origin POST,
 * so a request with neither header comes from a non-browser client, which
 * cannot borrow a visitor's cookies: it passes.
 */
export function sameOrigin(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const referer = req.get("referer");
    const claimed = origin !== undefined ? origin : referer;
    let allowed = fetchSite !== "cross-site" && fetchSite !== "same-site";
    if (allowed && claimed !== undefined) {
      const from = originOf(claimed);
      const host = req.get("host");
      const ownOrigins = new Set([new URL(getEnv().SITE_URL).origin]);
      if (host) {
        ownOrigins.add(`http://${host}`);
        ownOrigins.add(`https://${host}`);
      }
      allowed = from !== null && ownOrigins.has(from);
    }
    if (allowed) return next();
    logSecurityEvent("cross-site-refused", { ip: clientIp(req), route: req.path });
    res.status(403).type("text/plain").send("Cross-site request refused.");
  };
}
