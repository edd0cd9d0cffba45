import type { Selectable } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { emailConfigured } from "../notify/outbox.server";
import { nudgeNotifications } from "../notify/worker.server";
import { currentFreeSlots, isUniqueViolation } from "./requests.server";
import type { ViewingRequestsTable } from "./tables";
import { getViewing, toRequest, type ViewingRequest } from "./read.server";

export { getViewing, type ViewingRequest };

/**
 * The admin's list: every request whose slot is from `since` on, soonest
 * first, then the older ones newest first (for `all`).
 */
export async function listViewings(show: "upcoming" | "all", now = new Date(), limit = 500): Promise<ViewingRequest[]> {
  let query = getDb().selectFrom("viewing_requests").selectAll();
  if (show === "upcoming") query = query.where("slot_end", ">", now.toISOString()).orderBy("slot_start", "asc");
  else query = query.orderBy("slot_start", "desc");
  return (await query.orderBy("id").limit(limit).execute()).map(toRequest);
}

/** Requests waiting for the agent's answer (the admin's navigation shows the number). */
export async function countPendingViewings(now = new Date()): Promise<number> {
  const row = await getDb()
    .selectFrom("viewing_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .where("slot_end", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type Decision = { kind: "confirm" } | { kind: "decline" } | { kind: "propose"; slot: string };
export type DecisionResult = "done" | "gone" | "taken" | "unchanged";

/**
 * The agent's answer. Confirm keeps the slot held; decline frees it; propose
 * moves the request to another free slot (held at once, so no visitor takes
 * it while the visitor is asked). The visitor who gave an e-mail is told
 * through the outbox in the same transaction; the WhatsApp message is a
 * link the agent taps on the Viewings screen.
 */
export async function decideViewing(id: string, decision: Decision, now = new Date()): Promise<DecisionResult> {
  const current = await getViewing(id);
  if (!current) return "gone";
  if (current.status === "declined") return "unchanged";
  const at = now.toISOString();
  let change: Partial<Selectable<ViewingRequestsTable>>;
  if (decision.kind === "confirm") {
    if (current.status === "confirmed") return "unchanged";
    change = { status: "confirmed", decided_at: at };
  } else if (decision.kind === "decline") {
    change = { status: "declined", held_slot: null, decided_at: at };
  } else {
    const slot = (await currentFreeSlots(now, id)).find((s) => s.start === decision.slot);
    if (!slot) return "taken";
    change = { status: "proposed", slot_start: slot.start, slot_end: slot.end, held_slot: slot.start, decided_at: at };
  }
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("viewing_requests").set(change).where("id", "=", id).execute();
        if (current.email && emailConfigured()) {
          await trx
            .insertInto("notification_outbox")
            .values({ id: newId(), channel: "email", kind: "viewing-reply", viewing_id: id, enquiry_id: null, subscription_id: null, lang: current.lang, created_at: at, next_attempt_at: at })
            .execute();
        }
      });
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
  nudgeNotifications();
  return "done";
}

/** PDPA: a request erased on the visitor's word, with its unsent notifications (nothing of it is left to send). */
export async function deleteViewing(id: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("notification_outbox").where("viewing_id", "=", id).where("sent_at", "is", null).execute();
      const result = await trx.deleteFrom("viewing_requests").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
}

/** The calendar feed's rows: confirmed and held requests from 30 days back on. */
export async function feedViewings(now = new Date()): Promise<ViewingRequest[]> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const rows = await getDb()
    .selectFrom("viewing_requests")
    .selectAll()
    .where("held_slot", "is not", null)
    .where("slot_end", ">", since)
    .orderBy("slot_start")
    .execute();
  return rows.map(toRequest);
}
