import { sql } from "kysely";
import { getDb, getDialect } from "~/platform/db.server";
import { newId } from "~/platform/ids";
import { networkKey } from "~/platform/network-key";
import { normaliseEmail } from "./admin-users.server";

export const SIGN_IN_WINDOW_MS = 60_000;
/**
 * Failed sign-ins allowed per minute, per key. One address guessing one
 * account is stopped first. The per-account limit is ten times higher: only
 * an attacker with ten addresses or more reaches it, so nobody can lock the
 * admin out from their own address with ten wrong passwords; the attacker is
 * still held to ten guesses a minute per address.
 */
export const SIGN_IN_LIMITS = { pair: 10, ip: 30, email: 100 } as const;
/** The first limit a visitor meets (one address, one e-mail). */
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
  const since = new Date(now - SIGN_IN_WINDOW_MS).toISOString();
  const failedAt = new Date(now).toISOString();
  const byKey = new Map<string, number>(Object.entries(SIGN_IN_LIMITS).map(([kind, limit]) => [keys[kind as keyof SignInKeys], limit]));
  const reservation = await getDb()
    .transaction()
    .execute(async (trx) => {
      if (getDialect() === "postgres") await sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_KEY})`.execute(trx);
      const counts = await trx
        .selectFrom("sign_in_failures")
        .select(["key", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("key", "in", [...byKey.keys()])
        .where("failed_at", ">", since)
        .groupBy("key")
        .execute();
      if (counts.some((row) => Number(row.n) >= (byKey.get(row.key) ?? 0))) return null;
      const rows = [...byKey.keys()].map((key) => ({ id: newId(), key, failed_at: failedAt }));
      await trx.insertInto("sign_in_failures").values(rows).execute();
      return { ids: rows.map((row) => row.id) };
    });
  await getDb()
    .deleteFrom("sign_in_failures")
    .where("failed_at", "<", new Date(now - KEEP_MS).toISOString())
    .execute();
  return reservation;
}

/**
 * The password was right: this attempt was no failure, and the account's
 * earlier typos (from this address and in all) are forgiven. The address's
 * own count of failures is kept.
 */
export async function signInSucceeded(keys: SignInKeys, reservation: Reservation): Promise<void> {
  await getDb()
    .deleteFrom("sign_in_failures")
    .where((eb) => eb.or([eb("id", "in", reservation.ids), eb("key", "in", [keys.pair, keys.email])]))
    .execute();
}
