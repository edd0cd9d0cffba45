import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { newId, nowIso } from "~/platform/ids";

/**
 * The file the agent checked on the Data page, kept in the database until
 * they press Import (decision 048): the page carries only its id, so a 10 MB
 * CSV is neither written into the HTML nor posted a second time, and any
 * instance behind a load balancer can import it. One per admin: a new check
 * replaces the last; an import takes it; a day-old one is forgotten.
 */
export interface CheckedImportsTable {
  id: string;
  admin_email: string;
  file_name: string;
  csv: string;
  created_at: string;
}

declare module "~/platform/db/db-schema" {
  interface Database {
    checked_imports: CheckedImportsTable;
  }
}

const KEPT_MS = 24 * 3600 * 1000;

/** Keeps `csv` for `admin`'s Import; returns the id the page posts back. */
export async function keepCheckedFile(db: Kysely<Database>, admin: string, fileName: string, csv: string): Promise<string> {
  const id = newId(24);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("checked_imports")
      .where((eb) => eb.or([eb("admin_email", "=", admin), eb("created_at", "<", new Date(Date.now() - KEPT_MS).toISOString())]))
      .execute();
    await trx.insertInto("checked_imports").values({ id, admin_email: admin, file_name: fileName, csv, created_at: nowIso() }).execute();
  });
  return id;
}

/** The file `admin` checked under `id`, if it is still kept. */
export async function checkedFile(db: Kysely<Database>, admin: string, id: string): Promise<{ csv: string; fileName: string } | null> {
  if (!/^[A-Za-z0-9]{24}$/.test(id)) return null;
  const row = await db
    .selectFrom("checked_imports")
    .select(["csv", "file_name", "created_at"])
    .where("id", "=", id)
    .where("admin_email", "=", admin)
    .executeTakeFirst();
  if (!row || Date.parse(row.created_at) < Date.now() - KEPT_MS) return null;
  return { csv: row.csv, fileName: row.file_name };
}

/** The kept file was imported meanwhile (a second press of Import, another tab): nothing is written twice. */
export class CheckedFileGone extends Error {
  constructor() {
    super("checked file already imported");
  }
}

/** Takes the kept file inside the import's transaction, so that one check imports once. */
export async function takeCheckedFile(trx: Kysely<Database>, id: string): Promise<void> {
  const { numDeletedRows } = await trx.deleteFrom("checked_imports").where("id", "=", id).executeTakeFirst();
  if (numDeletedRows === 0n) throw new CheckedFileGone();
}
