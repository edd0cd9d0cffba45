import { getDb } from "~/platform/db.server";
import { newId } from "~/platform/ids";
import { normaliseEmail } from "./admin-users.server";

/** Ten failed sign-ins per minute per client IP and per e-mail; the 11th is refused. */
export const SIGN_IN_WINDOW_MS = 60_000;
export const MAX_FAILED_SIGN_INS = 10;
/** Rows older than this are only history; they are pruned as new failures arrive. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function signInKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `email:${normaliseEmail(email)}`];
}

export async function isSignInLimited(keys: string[], now = Date.now()): Promise<boolean> {
  const since = new Date(now - SIGN_IN_WINDOW_MS).toISOString();
  const counts = await getDb()
    .selectFrom("sign_in_failures")
    .select(["key", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("key", "in", keys)
    .where("failed_at", ">", since)
    .groupBy("key")
    .execute();
  return counts.some((row) => Number(row.n) >= MAX_FAILED_SIGN_INS);
}

export async function recordFailedSignIn(keys: string[], now = Date.now()): Promise<void> {
  const failedAt = new Date(now).toISOString();
  const db = getDb();
  await db
    .insertInto("sign_in_failures")
    .values(keys.map((key) => ({ id: newId(), key, failed_at: failedAt })))
    .execute();
  await db
    .deleteFrom("sign_in_failures")
    .where("failed_at", "<", new Date(now - KEEP_MS).toISOString())
    .execute();
}

/** A successful sign-in forgives that e-mail's earlier typos (never the IP's). */
export async function clearFailedSignIns(key: string): Promise<void> {
  await getDb().deleteFrom("sign_in_failures").where("key", "=", key).execute();
}
