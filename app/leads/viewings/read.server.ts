import type { Selectable } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { ViewingRequestsTable } from "./tables";
import type { ViewingStatus } from "./form";

/** A stored request, read by the admin, the visitor's page and the outbox worker (which must not import what nudges it). */
export type ViewingRequest = Omit<Selectable<ViewingRequestsTable>, "status"> & { status: ViewingStatus };

export const toRequest = (row: Selectable<ViewingRequestsTable>): ViewingRequest => ({ ...row, display_id: Number(row.display_id), status: row.status as ViewingStatus });

export async function getViewing(id: string): Promise<ViewingRequest | null> {
  const row = await getDb().selectFrom("viewing_requests").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRequest(row) : null;
}

