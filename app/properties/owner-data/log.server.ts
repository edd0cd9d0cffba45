import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { newId, nowIso } from "~/platform/ids";
import { FIELDS, OWNER_DATA_FIELDS } from "../model/fields";
import type { OwnerDataLogEntry } from "./log-entry";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The owner data log (PDPA): one row per change to a listing's owner data —
 * who (an admin's e-mail, or "system"), when, which listing, which fields —
 * and never the values. Written in the transaction of the change itself, so
 * a change is never made without its row, nor logged without being made.
 */
export interface OwnerDataLogTable extends Omit<OwnerDataLogEntry, "fields"> {
  /** Field names, comma-separated ("owner_name,owner_contact"); the page shows their labels. */
  fields: string;
}

declare module "~/platform/db/db-schema" {
  interface Database {
    owner_data_log: OwnerDataLogTable;
  }
}

export type OwnerDataAction = "create" | "edit" | "import" | "erase";
export const SYSTEM_ACTOR = "system";

type OwnerValues = Partial<Record<(typeof OWNER_DATA_FIELDS)[number], unknown>>;

/** The owner fields whose value differs between two versions of a listing (a missing `before` = a new listing). */
export function changedOwnerFields(before: OwnerValues | null, after: OwnerValues): string[] {
  return OWNER_DATA_FIELDS.filter((name) => String(before?.[name] ?? "") !== String(after[name] ?? ""));
}

export async function logOwnerDataChange(
  db: Db,
  entry: { actor: string; action: OwnerDataAction; property_id: string; display_id: number; fields: string[] },
): Promise<void> {
  if (entry.fields.length === 0) return;
  await db
    .insertInto("owner_data_log")
    .values({ id: newId(), at: nowIso(), ...entry, fields: entry.fields.join(",") })
    .execute();
}

export const OWNER_LOG_PAGE_SIZE = 25;

/** One page of the log, newest first. */
export async function listOwnerDataLog(db: Kysely<Database>, page: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("owner_data_log")
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(OWNER_LOG_PAGE_SIZE)
      .offset((page - 1) * OWNER_LOG_PAGE_SIZE)
      .execute(),
    db.selectFrom("owner_data_log").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const entries: OwnerDataLogEntry[] = rows.map((r) => ({
    ...r,
    display_id: Number(r.display_id),
    fields: r.fields
      .split(",")
      .filter(Boolean)
      .map((name) => (name in FIELDS ? FIELDS[name as keyof typeof FIELDS].label : name)),
  }));
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / OWNER_LOG_PAGE_SIZE)) };
}
