import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import os from "node:os";

/** Asked by load balancers and scrapers by IP address: answered under any host name. */
export const ANY_HOST_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** The host name part of a Host header value (`[::1]:3000` → `[::1]`, `Example.my:80` → `example.my`). */
function hostnameOf(host: string): string {
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return name.toLowerCase();
}

/** Names this machine answers to: its interfaces' addresses and its host name. */
function machineNames(): Set<string> {
  const names = new Set([os.hostname().toLowerCase(), `${os.hostname().toLowerCase()}.local`]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const a of addresses ?? []) names.add(a.family === "IPv6" ? `[${a.address.split("%")[0]}]` : a.address);
  }
  return names;
}

/**
 * Where a GET for `host` should go instead, or undefined to serve it here.
 *
 * - The `www.` twin of SITE_URL's host name (or the apex, when SITE_URL is the
 *   `www.` one): 301, as search engines expect of a site's second name.
 * - A name of this machine (`127.0.0.1` for `localhost`, a LAN address, the
 *   host name), asked directly: 302 (a laptop's addresses change; a browser
 *   must not keep the redirect). Not through a proxy (the request carries
 *   `X-Forwarded-For`): a proxy that sends its upstream's address as the Host
 *   (nginx's default) would otherwise be sent round in a loop.
 *
 * Any other name is served as it is: it is not ours to guess about.
 */
export function siteHostRedirect(site: URL, req: IncomingMessage): { status: 301 | 302; location: string } | undefined {
  const proxied = req.headers["x-forwarded-for"] !== undefined;
  const forwardedHost = proxied ? String(req.headers["x-forwarded-host"] ?? "").split(",")[0]!.trim() : "";
  const host = forwardedHost || req.headers.host;
  if (!host || host.toLowerCase() === site.host) return undefined;
  const location = site.origin + (req.url ?? "/");
  const name = hostnameOf(host);
  const twin = site.hostname.startsWith("www.") ? site.hostname.slice(4) : `www.${site.hostname}`;
  if (name === twin) return { status: 301, location };
  if (proxied || name === site.hostname) return undefined;
  if (LOOPBACK.test(name) || machineNames().has(name)) return { status: 302, location };
  return undefined;
}

/**
 * One address (issue 27 item 4): a page asked under another name of this
 * server is sent to SITE_URL's, so that a sign-in never lands in a cookie of
 * one host name while the site's links lead to the other. In front of
 * everything, the page cache's hits included; a request for SITE_URL's own
 * host costs one string comparison.
 */
export function onSiteHost(siteUrl: string, listener: RequestListener): RequestListener {
  const site = new URL(siteUrl);
  const sameHost = site.host;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers.host === sameHost || (req.method !== "GET" && req.method !== "HEAD")) return listener(req, res);
    const path = (req.url ?? "/").split("?")[0]!;
    const redirect = ANY_HOST_PATHS.has(path) ? undefined : siteHostRedirect(site, req);
    if (!redirect) return listener(req, res);
    res.writeHead(redirect.status, { Location: redirect.location, "Content-Type": "text/plain; charset=utf-8" });
    res.end(`Moved to ${redirect.location}\n`);
  };
}
