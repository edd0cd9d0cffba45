import os from "node:os";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb, getDialect } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { newId } from "~/platform/ids";
import type { Lang } from "~/i18n/languages";
import type { NotificationOutboxTable } from "../tables";

export type OutboxRow = Selectable<NotificationOutboxTable>;
/** "hot": a listing whose views or taps jumped. "viewing": a visitor asked for a viewing (the agent is told); "viewing-reply": the agent answered (the visitor is told by e-mail); "viewing-cancelled": the visitor cancelled (the agent is told). */
export type NotificationKind = "enquiry" | "test" | "hot" | "viewing" | "viewing-reply" | "viewing-cancelled" | "alert-confirm" | "alert-digest";

/** This process, as it signs the rows it claims: two instances on one host differ by pid, a restart by the random tail. */
export const WORKER_ID = `${os.hostname()}:${process.pid}:${newId(6)}`;

/** E-mail goes out when both are set (README, "Lead notifications"). */
export function emailConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.SMTP_URL && env.NOTIFY_EMAIL);
}

type Target = { channel: "email" | "push"; subscription_id: string | null };

/** Where a notification written now goes: e-mail if it is set up, and each browser that turned on notifications. */
async function targetsNow(db: Kysely<Database> | Transaction<Database>): Promise<Target[]> {
  const browsers = await db.selectFrom("push_subscriptions").select("id").execute();
  return [
    ...(emailConfigured() ? [{ channel: "email" as const, subscription_id: null }] : []),
    ...browsers.map((b) => ({ channel: "push" as const, subscription_id: b.id })),
  ];
}

/**
 * Writes one row per target on `db`, which is the lead's own transaction (an
 * enquiry's or a viewing request's): the lead and its notifications commit together or not at all. Nothing is
 * written for a channel that is not set up.
 */
export async function enqueueNotification(
  db: Kysely<Database> | Transaction<Database>,
  notice: { kind: NotificationKind; enquiryId?: string; propertyId?: string; viewingId?: string; lang: Lang },
): Promise<number> {
  const targets = await targetsNow(db);
  if (targets.length === 0) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto("notification_outbox")
    .values(
      targets.map((target) => ({
        id: newId(),
        channel: target.channel,
        subscription_id: target.subscription_id,
        kind: notice.kind,
        enquiry_id: notice.enquiryId ?? null,
        property_id: notice.propertyId ?? null,
        viewing_id: notice.viewingId ?? null,
        lang: notice.lang,
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
  return targets.length;
}

/**
 * Claims up to `limit` due rows for `owner` and returns them. One statement:
 * an UPDATE whose subquery picks the due rows. On PostgreSQL the subquery
 * locks them `FOR UPDATE SKIP LOCKED`, so two instances claiming at the same
 * moment take different rows; SQLite runs one writer at a time, so the
 * statement alone is enough. A row whose lease ran out (its claimer died)
 * is due again.
 */
export async function claimDue(owner = WORKER_ID, limit = 10, now = new Date(), db: Kysely<Database> = getDb()): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + getEnv().NOTIFY_LEASE_MS).toISOString();
  const due = db
    .selectFrom("notification_outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
    .orderBy("next_attempt_at")
    .limit(limit);
  // Most polls find nothing due. A read says so without a write: on SQLite an
  // UPDATE takes the file's write lock even when it matches no row, so an idle
  // poll waited behind (and then failed on) any other process's write — a CLI
  // import, a backup — holding this process's one connection meanwhile.
  if (!(await due.executeTakeFirst())) return [];
  const picked = getDialect() === "postgres" ? due.forUpdate().skipLocked() : due;
  return db
    .updateTable("notification_outbox")
    .set({ claimed_by: owner, claimed_until: until })
    .where("id", "in", picked)
    .returningAll()
    .execute();
}

/** Sent: never sent again. Only the claimer marks it (a row taken over after its lease is the new claimer's). */
export async function markSent(id: string, owner = WORKER_ID): Promise<void> {
  await getDb()
    .updateTable("notification_outbox")
    .set((eb) => ({ sent_at: new Date().toISOString(), claimed_by: null, claimed_until: null, attempts: eb("attempts", "+", 1), last_error: null }))
    .where("id", "=", id)
    .where("claimed_by", "=", owner)
    .execute();
}

/** The longest wait between two tries. */
const MAX_BACKOFF_MS = 10 * 60_000;
/** A notification that could not be sent for this long is given up, and shown to the admin as failed. */
export const GIVE_UP_AFTER_MS = 48 * 3600_000;

/** The wait before try number `attempts + 1`: NOTIFY_RETRY_MS, doubling, at most 10 minutes. */
export function backoffMs(attempts: number, base = getEnv().NOTIFY_RETRY_MS): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** A try that failed: the row is released and due again after the back-off, or given up after two days. */
export async function markFailedTry(row: OutboxRow, error: string, owner = WORKER_ID, now = new Date()): Promise<void> {
  const attempts = row.attempts + 1;
  const givingUp = now.getTime() - Date.parse(row.created_at) >= GIVE_UP_AFTER_MS;
  await getDb()
    .updateTable("notification_outbox")
    .set({
      attempts,
      claimed_by: null,
      claimed_until: null,
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      failed_at: givingUp ? now.toISOString() : null,
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", owner)
    .execute();
}

/** Notifications not yet sent and not given up: the outbox's depth. */
export async function outboxDepth(): Promise<number> {
  const row = await getDb()
    .selectFrom("notification_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Notifications not sent that failed at least once: still being retried, or given up. */
export async function failingCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("notification_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("sent_at", "is", null)
    .where("attempts", ">", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type FailedDelivery = Pick<OutboxRow, "id" | "channel" | "kind" | "enquiry_id" | "created_at" | "attempts" | "next_attempt_at" | "failed_at" | "last_error">;

/** What the admin sees: every unsent notification that has failed at least once (still retrying, or given up), newest first. */
export async function failedDeliveries(limit = 50): Promise<FailedDelivery[]> {
  const rows = await getDb()
    .selectFrom("notification_outbox")
    .select(["id", "channel", "kind", "enquiry_id", "created_at", "attempts", "next_attempt_at", "failed_at", "last_error"])
    .where("sent_at", "is", null)
    .where("attempts", ">", 0)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}
