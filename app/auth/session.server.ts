import { createHash } from "node:crypto";
import { createCookieSessionStorage, redirect, type SessionStorage } from "react-router";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/config.server";
import { nowIso } from "~/platform/ids";
import { loadSessionSecret } from "./session-secret.server";
import type { Toast } from "~/platform/toast";

/**
 * Admin sessions, epic-stack style: the session is a row in `sessions`; the
 * browser holds only its id, in a signed httpOnly cookie. Signing out (or a
 * password reset) deletes the row, which ends the session everywhere.
 * Every admin loader and action calls `requireAdmin(request)` on its first line.
 */
export interface AdminUser {
  id: string;
  email: string;
}

/** Fixed lifetime from sign-in (not sliding): a stolen cookie dies on schedule. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

// The root loader and a route's loader both ask within one request: one query.
const lookups = new WeakMap<Request, Promise<AdminUser | null>>();

export function getAdminUser(request: Request): Promise<AdminUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = findSessionUser(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function findSessionUser(request: Request): Promise<AdminUser | null> {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string" || !sessionId) return null;
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select(["admin_users.id as id", "admin_users.email as email"])
    .where("sessions.id", "=", sessionRowId(sessionId))
    .where("sessions.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ?? null;
}

/** Where a signed-out visitor should come back to: the page, never the `.data` URL. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  // `/_.data` is `/`'s data URL, `/a/_.data` that of `/a/` (future.v8_trailingSlashAwareDataRequests).
  const pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") || "/";
  return pathname + url.search;
}

/** Returns the signed-in admin, or throws a redirect to /login (with redirectTo). */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const user = await getAdminUser(request);
  if (user) return user;
  throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(request))}`);
}
