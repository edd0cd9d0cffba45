import { getDb } from "~/platform/db/db.server";

/** A listing's id, display id and title for the admin's statistics, whatever its status. */
export async function getAdminListingTitle(id: string): Promise<{ id: string; display_id: number; title: string } | null> {
  const row = await getDb().selectFrom("properties").select(["id", "display_id", "title"]).where("id", "=", id).executeTakeFirst();
  return row ? { ...row, display_id: Number(row.display_id) } : null;
}
