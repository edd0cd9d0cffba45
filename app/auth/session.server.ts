import { createHash } from "node:crypto";
import { createCookieSessionStorage, redirect, type RouterContextProvider, type SessionStorage } from "react-router";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { loadSessionSecret } from "./session-secret.server";
import { logSecurityEvent } from "./security-log.server";
import { clientIpContext } from "~/platform/request-context";
import { logger } from "~/platform/logger.server";
import type { Toast } from "~/platform/toast";

/**
 * Admin sessions, epic-stack style: the session is a row in `sessions`; the
 * browser holds only its id, in a signed httpOnly cookie. Signing out (or a
 * password reset) deletes the row, which ends the session everywhere.
 * Every admin loader and action calls `requireAdmin(request, context)` on its first line.
 */
export interface AdminUser {
  id: string;
  email: string;
}

/** Fixed lifetime from sign-in (not sliding): a stolen cookie dies on schedule. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session also ends after this long without an admin request: a laptop
 * left signed in at the office is not an open door for a month.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write a minute, not one per request. */
export const LAST_SEEN_EVERY_MS = 60 * 1000;

interface SessionData {
  sessionId: string;
}
interface FlashData {
  toast: Toast;
}

/**
 * The session cookie's names; the page cache (server/page-cache.ts) never
 * serves a shared page to a browser that sends one. On https the `__Host-`
 * prefix makes the browser refuse the cookie unless it is Secure, for this
 * host only (no Domain) and for every path: a sibling subdomain or a plain
 * http page cannot plant or overwrite it.
 */
export const SESSION_COOKIE = "__session";
export const SECURE_SESSION_COOKIE = "__Host-session";

/**
 * What the sessions table keeps of a session id: its SHA-256. The id itself
 * is only in the browser's cookie, so a copy of the database cannot be
 * replayed as a cookie.
 */
export function sessionRowId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

let storage: SessionStorage<SessionData, FlashData> | undefined;

export function sessionStorage(): SessionStorage<SessionData, FlashData> {
  const https = getEnv().https;
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: https ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: https,
      secrets: [loadSessionSecret()],
      maxAge: SESSION_TTL_MS / 1000,
    },
  });
  return storage;
}

export function getCookieSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The row key of the session this request's cookie names, or null without one. */
export async function currentSessionRowId(request: Request): Promise<string | null> {
  const sessionId = (await getCookieSession(request)).get("sessionId");
  return typeof sessionId === "string" && sessionId ? sessionRowId(sessionId) : null;
}

interface SessionLookup {
  user: AdminUser | null;
  /** The row and when it was last seen, for requireAdmin's touch. */
  row?: { id: string; lastSeen: string };
  touched?: Promise<void>;
  /** The layout and the page both refuse a signed-out document request: one log line is enough. */
  refusalLogged?: boolean;
}

// The root loader and a route's loader both ask within one request: one query.
const lookups = new WeakMap<Request, Promise<SessionLookup>>();

function lookUp(request: Request): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = findSession(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function getAdminUser(request: Request): Promise<AdminUser | null> {
  return (await lookUp(request)).user;
}

/** A session counts when it is neither past its 30 days nor idle for more than two hours. */
async function findSession(request: Request): Promise<SessionLookup> {
  const id = await currentSessionRowId(request);
  if (!id) return { user: null };
  const now = Date.now();
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select(["admin_users.id as id", "admin_users.email as email", "sessions.created_at", "sessions.last_seen_at"])
    .where("sessions.id", "=", id)
    .where("sessions.expires_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  if (!row) return { user: null };
  // Rows written by code from before last_seen_at count from their sign-in.
  const lastSeen = row.last_seen_at ?? row.created_at;
  if (Date.parse(lastSeen) <= now - SESSION_IDLE_MS) return { user: null };
  return { user: { id: row.id, email: row.email }, row: { id, lastSeen } };
}

/**
 * Records this request as activity, at most once a minute per session (the
 * `where` keeps two requests at the same moment from both writing), and
 * once per request however many loaders ask.
 */
function touch(lookup: SessionLookup): Promise<void> {
  const { row } = lookup;
  if (!row) return Promise.resolve();
  const now = Date.now();
  if (Date.parse(row.lastSeen) > now - LAST_SEEN_EVERY_MS) return Promise.resolve();
  lookup.touched ??= getDb()
    .updateTable("sessions")
    .set({ last_seen_at: new Date(now).toISOString() })
    .where("id", "=", row.id)
    .where((eb) =>
      eb.or([eb("last_seen_at", "is", null), eb("last_seen_at", "<=", new Date(now - LAST_SEEN_EVERY_MS).toISOString())]),
    )
    .execute()
    .then(
      () => undefined,
      // Losing one touch costs at most a minute of idle time; refusing the admin's request would cost more.
      (error: unknown) => logger.warn({ err: error }, "could not record session activity"),
    );
  return lookup.touched;
}

/** Where a signed-out visitor should come back to: the page, never the `.data` URL. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  // `/_.data` is `/`'s data URL, `/a/_.data` that of `/a/` (future.v8_trailingSlashAwareDataRequests).
  const pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") || "/";
  return pathname + url.search;
}

/**
 * Returns the signed-in admin (and counts the request as activity), or
 * throws a redirect to /login (with redirectTo), which the security log records.
 */
export async function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): Promise<AdminUser> {
  const lookup = await lookUp(request);
  if (lookup.user) {
    await touch(lookup);
    return lookup.user;
  }
  const path = returnPath(request);
  if (!lookup.refusalLogged) logSecurityEvent("admin-refused", { ip: context.get(clientIpContext), route: path });
  lookup.refusalLogged = true;
  throw redirect(`/login?redirectTo=${encodeURIComponent(path)}`);
}
