import { getDb } from "~/platform/db/db.server";
import { enqueueNotification } from "../notify/outbox.server";
import { nudgeNotifications } from "../notify/worker.server";
import { getViewing } from "./read.server";
import { cancellable, validCancelToken } from "./cancel-link.server";

export type CancelResult = "cancelled" | "already" | "unknown";

/**
 * The visitor cancels (their e-mail's or page's signed link, then a button):
 * the request is marked cancelled and frees its slot, and the agent is told
 * (e-mail and push, through the outbox) in the same transaction. A second
 * press changes nothing.
 */
export async function cancelViewing(id: string, token: string, now = new Date()): Promise<CancelResult> {
  if (!validCancelToken(id, token)) return "unknown";
  const request = await getViewing(id);
  if (!request) return "unknown";
  if (!cancellable(request)) return "already";
  const at = now.toISOString();
  const done = await getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("viewing_requests")
        .set({ status: "cancelled", held_slot: null, decided_at: at })
        .where("id", "=", id)
        .where("status", "in", ["pending", "proposed", "confirmed"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await enqueueNotification(trx, { kind: "viewing-cancelled", viewingId: id, lang: "en" });
      return true;
    });
  if (!done) return "already";
  nudgeNotifications();
  return "cancelled";
}
