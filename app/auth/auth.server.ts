import { randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { findAdminByEmail, hashPassword, verifyPassword } from "./admin-users.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/ids";
import { getCookieSession, SESSION_IDLE_MS, SESSION_TTL_MS, sessionRowId, sessionStorage, type AdminUser } from "./session.server";
import type { Toast } from "~/platform/toast";

let dummyHash: Promise<string> | undefined;

/**
 * The admin for this e-mail and password, or null. An unknown e-mail is
 * checked against a dummy hash, so both failures take the same time and
 * give the same answer: nobody can probe which e-mails are admins.
 */
export async function verifyCredentials(email: string, password: string): Promise<AdminUser | null> {
  const user = await findAdminByEmail(email);
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(user.password_hash, password)) ? { id: user.id, email: user.email } : null;
}

/**
 * Starts a fresh session (a new id at every sign-in, so a planted cookie is
 * worthless), ends the one the browser had, and redirects with its cookie.
 */
export async function startSession(
  request: Request,
  user: AdminUser,
  to: string,
  flash?: Toast,
): Promise<Response> {
  const session = await getCookieSession(request);
  const previous = session.get("sessionId");
  const db = getDb();
  const now = Date.now();
  const id = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    if (typeof previous === "string") await trx.deleteFrom("sessions").where("id", "=", sessionRowId(previous)).execute();
    // Ended sessions of this admin, past 30 days or idle too long, are only clutter.
    await trx
      .deleteFrom("sessions")
      .where("user_id", "=", user.id)
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", nowIso()),
          eb(eb.fn.coalesce("last_seen_at", "created_at"), "<=", new Date(now - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .execute();
    await trx
      .insertInto("sessions")
      .values({
        id: sessionRowId(id),
        user_id: user.id,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
      })
      .execute();
  });
  session.set("sessionId", id);
  if (flash) session.flash("toast", flash);
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

/** Deletes the session row (throws if the database refuses) and returns the clearing cookie. */
export async function endSession(request: Request): Promise<string> {
  const session = await getCookieSession(request);
  const id = session.get("sessionId");
  if (typeof id === "string") await getDb().deleteFrom("sessions").where("id", "=", sessionRowId(id)).execute();
  return sessionStorage().destroySession(session);
}

/** Post/Redirect/Get with a message that survives the redirect (read once by the admin layout). */
export async function redirectWithToast(request: Request, to: string, message: Toast): Promise<Response> {
  const session = await getCookieSession(request);
  session.flash("toast", message);
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

/** The pending message, and the cookie that marks it as shown. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await getCookieSession(request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null, setCookie: null };
  return { toast, setCookie: await sessionStorage().commitSession(session) };
}
