import { sql } from "kysely";
import { getDb, getDialect } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { networkKey } from "~/platform/network-key";
import { normaliseEmail } from "./admin-users.server";

export const SIGN_IN_WINDOW_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Failed sign-ins allowed, per key (decision 039):
 * - `pair`: one network guessing one account, 10 a minute;
 * - `ip`: one network guessing any accounts, 30 a minute and 100 an hour (a
 *   script probing for admin e-mails is held to that);
 * - `email`: past 100 failures in an hour the account is **guarded**: a network
 *   that has already failed `guardedTries` times for it in the last hour is
 *   refused, while one that has not (the real admin at home or on their
 *   phone) still has its password checked. So eleven networks failing ten
 *   times each never lock the admin out of a twelfth.
 */
export const SIGN_IN_LIMITS = { pair: 10, ip: 30, ipPerHour: 100, email: 100, guardedTries: 3 } as const;
/** The first limit a visitor meets (one network, one e-mail). */
export const MAX_FAILED_SIGN_INS = SIGN_IN_LIMITS.pair;
/** Rows older than this are only history; they are pruned as new attempts arrive. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Any fixed 64-bit number: the advisory lock that makes count-then-reserve one step on PostgreSQL. */
const SIGN_IN_LOCK_KEY = 6_006_007;

export interface SignInKeys {
  pair: string;
  ip: string;
  email: string;
}

/** The rows' keys for an attempt from `ip`, counted by its network (an IPv4 address, an IPv6 /64: app/platform/network-key.ts). */
export function signInKeys(ip: string, email: string): SignInKeys {
  const normalised = normaliseEmail(email);
  const network = networkKey(ip);
  return { pair: `ip+email:${network} ${normalised}`, ip: `ip:${network}`, email: `email:${normalised}` };
}

/**
 * The keys of a "forgot password" request (decision 067): counted like
 * sign-ins, with the same limits, in rows of their own, so asking for links
 * neither locks the admin's sign-in nor escapes the limit.
 */
export function resetRequestKeys(ip: string, email: string): SignInKeys {
  const keys = signInKeys(ip, email);
  return { pair: `reset ${keys.pair}`, ip: `reset ${keys.ip}`, email: `reset ${keys.email}` };
}

/** An attempt counted before its password is checked; `ids` are its rows in sign_in_failures. */
export interface Reservation {
  ids: string[];
}

/**
 * Counts this attempt as a failure before the (slow) password check, in the
 * same transaction that reads the counts, or answers null when a limit is
 * reached. Checking first and recording after the hash let 40 parallel
 * guesses through a limit of 10 (14 were checked). SQLite runs one
 * transaction at a time; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function reserveSignInAttempt(keys: SignInKeys, now = Date.now()): Promise<Reservation | null> {
  const lastMinute = new Date(now - SIGN_IN_WINDOW_MS).toISOString();
  const lastHour = new Date(now - HOUR_MS).toISOString();
  const failedAt = new Date(now).toISOString();
  const allKeys = [keys.pair, keys.ip, keys.email];
  const reservation = await getDb()
    .transaction()
    .execute(async (trx) => {
      if (getDialect() === "postgres") await sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_KEY})`.execute(trx);
      const rows = await trx
        .selectFrom("sign_in_failures")
        .select([
          "key",
          (eb) => eb.fn.countAll<number | string>().as("hour"),
          (eb) => eb.fn.sum<number | string | null>(eb.case().when("failed_at", ">", lastMinute).then(1).else(0).end()).as("minute"),
        ])
        .where("key", "in", allKeys)
        .where("failed_at", ">", lastHour)
        .groupBy("key")
        .execute();
      const count = (key: string, window: "hour" | "minute") => Number(rows.find((row) => row.key === key)?.[window] ?? 0);
      const limits = SIGN_IN_LIMITS;
      if (count(keys.pair, "minute") >= limits.pair || count(keys.ip, "minute") >= limits.ip || count(keys.ip, "hour") >= limits.ipPerHour) return null;
      // A guarded account refuses only the networks that have failed for it; a clean one is still heard.
      if (count(keys.email, "hour") >= limits.email && count(keys.pair, "hour") >= limits.guardedTries) return null;
      const inserted = allKeys.map((key) => ({ id: newId(), key, failed_at: failedAt }));
      await trx.insertInto("sign_in_failures").values(inserted).execute();
      return { ids: inserted.map((row) => row.id) };
    });
  await getDb()
    .deleteFrom("sign_in_failures")
    .where("failed_at", "<", new Date(now - KEEP_MS).toISOString())
    .execute();
  return reservation;
}

/**
 * The password was right: this attempt was no failure, and this network's
 * earlier typos for the account are forgiven. The account's count is kept (a
 * sign-in does not end an attack on it), and so is the network's own.
 */
export async function signInSucceeded(keys: SignInKeys, reservation: Reservation): Promise<void> {
  await getDb()
    .deleteFrom("sign_in_failures")
    .where((eb) => eb.or([eb("id", "in", reservation.ids), eb("key", "=", keys.pair)]))
    .execute();
}
