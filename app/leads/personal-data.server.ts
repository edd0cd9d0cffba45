import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { alertsOf, eraseAlertsOf } from "./alerts/subscriptions.server";

/** The address as the forms keep it (alerts store it lower-cased; a viewing keeps what was typed). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

async function viewingsOf(email: string) {
  return getDb()
    .selectFrom("viewing_requests")
    .select(["id", "display_id", "listing_title", "name", "phone", "email", "lang", "slot_start", "slot_end", "status", "consented_at", "created_at", "decided_at"])
    .where(sql<string>`lower(email)`, "=", normalEmail(email))
    .orderBy("created_at")
    .execute();
}

/**
 * PDPA, a person's request to see their data (decision 063): everything kept
 * under one e-mail address, the visitors' alerts and viewing requests. An
 * enquiry asks for no e-mail (name and phone); it is exported and deleted on
 * the Enquiries screen.
 */
export async function personalDataOf(email: string) {
  const [alerts, viewings] = await Promise.all([alertsOf(email), viewingsOf(email)]);
  return { email: normalEmail(email), alerts, viewings: viewings.map((v) => ({ ...v, display_id: Number(v.display_id) })) };
}

/**
 * PDPA, erasure on request: the address's alerts (with what they collected)
 * and viewing requests, each with its unsent notifications. Returns how many of each were deleted.
 */
export async function erasePersonalDataOf(email: string): Promise<{ alerts: number; viewings: number }> {
  // Their alerts' unsent messages go first (they name only the alert, but nothing of it is left to send).
  const alertIds = getDb().selectFrom("alert_subscriptions").select("id").where("email", "=", normalEmail(email));
  await getDb().deleteFrom("notification_outbox").where("alert_id", "in", alertIds).where("sent_at", "is", null).execute();
  const alerts = await eraseAlertsOf(email);
  const viewings = await getDb()
    .transaction()
    .execute(async (trx) => {
      const ids = trx.selectFrom("viewing_requests").select("id").where(sql<string>`lower(email)`, "=", normalEmail(email));
      await trx.deleteFrom("notification_outbox").where("viewing_id", "in", ids).where("sent_at", "is", null).execute();
      const result = await trx.deleteFrom("viewing_requests").where(sql<string>`lower(email)`, "=", normalEmail(email)).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  return { alerts, viewings };
}
