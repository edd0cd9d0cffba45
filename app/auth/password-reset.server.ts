import { createHash, randomBytes } from "node:crypto";
import { getDb } from "~/platform/db/db.server";
import { findAdminByEmail, hashPassword } from "./admin-users.server";

/** A "forgot password" link works for this long after it was sent (decision 067). */
export const RESET_LINK_MS = 30 * 60 * 1000;
/** At most this many links per account an hour: asking again and again cannot fill the agent's mailbox. */
export const RESETS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The link's secret is 32 random bytes, base64url: exactly 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the table keeps of a link's secret: its SHA-256, so a copy of the database opens no account. */
const rowIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new reset link's secret for the admin with this e-mail, or null: no such
 * admin, or RESETS_PER_HOUR links were already sent this hour. The caller
 * answers the same in every case (the page never says whether the e-mail is an
 * admin's).
 */
export async function createPasswordReset(email: string, now = Date.now()): Promise<{ token: string; email: string } | null> {
  const user = await findAdminByEmail(email);
  if (!user) return null;
  const db = getDb();
  const recent = await db
    .selectFrom("password_resets")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", user.id)
    .where("created_at", ">", new Date(now - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= RESETS_PER_HOUR) return null;
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("password_resets")
    .values({
      id: rowIdOf(token),
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_LINK_MS).toISOString(),
      used_at: null,
    })
    .execute();
  // Links past their day are only clutter.
  await db.deleteFrom("password_resets").where("expires_at", "<", new Date(now - 24 * HOUR_MS).toISOString()).execute();
  return { token, email: user.email };
}

/** The e-mail of the admin a link is for, while the link is unused and within its 30 minutes; else null. */
export async function passwordResetEmail(token: string, now = Date.now()): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const row = await getDb()
    .selectFrom("password_resets")
    .innerJoin("admin_users", "admin_users.id", "password_resets.user_id")
    .select("admin_users.email as email")
    .where("password_resets.id", "=", rowIdOf(token))
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Uses the link: sets the new password, ends every session of the admin and
 * voids their other links, in one transaction. False when the link is not
 * (or no longer) good: the `used_at is null` condition of the update makes two
 * submissions of one link at the same moment set the password once.
 */
export async function completePasswordReset(token: string, password: string, now = Date.now()): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const passwordHash = await hashPassword(password);
  const at = new Date(now).toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("password_resets")
        .set({ used_at: at })
        .where("id", "=", rowIdOf(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("user_id")
        .executeTakeFirst();
      if (!used) return false;
      await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", used.user_id).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", used.user_id).execute();
      await trx.updateTable("password_resets").set({ used_at: at }).where("user_id", "=", used.user_id).where("used_at", "is", null).execute();
      return true;
    });
}
