import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb } from "~/platform/db/db.server";
import { newId, nowIso } from "~/platform/ids";
import { nameKey, type NameEntry, type NameListKind } from "./name-lists";

type Executor = Kysely<Database> | Transaction<Database>;

/** Ordered by name, case-insensitively (docs/product.md#data: "ordered by name"). */
export async function listNames(kind: NameListKind): Promise<NameEntry[]> {
  return getDb().selectFrom(kind).select(["id", "name"]).orderBy("name_key").orderBy("name").execute();
}

export type AddNameResult =
  | { outcome: "added"; entry: NameEntry }
  | { outcome: "empty" }
  | { outcome: "duplicate"; existing: string };

/** Adds a trimmed name unless it is empty or already there in any letter case. */
export async function addName(kind: NameListKind, raw: string): Promise<AddNameResult> {
  const name = raw.trim();
  if (!name) return { outcome: "empty" };
  const existing = await findName(getDb(), kind, name);
  if (existing) return { outcome: "duplicate", existing: existing.name };
  const entry = { id: newId(), name };
  const inserted = await getDb()
    .insertInto(kind)
    .values({ ...entry, name_key: nameKey(name), created_at: nowIso() })
    // Another admin may have added it a moment ago: the unique key decides.
    .onConflict((oc) => oc.column("name_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: "duplicate", existing: name };
  return { outcome: "added", entry };
}

export async function deleteName(kind: NameListKind, id: string): Promise<boolean> {
  const result = await getDb().deleteFrom(kind).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * docs/product.md#states-and-transitions: a name typed in the property form joins its list if missing
 * (case-insensitive), and the listing takes the list's spelling, so public
 * pages never show one place as both "AUDIT TOWN" and "Audit Town".
 */
export async function ensureName(db: Executor, kind: NameListKind, raw: string): Promise<string> {
  const name = raw.trim();
  if (!name) return name;
  await db
    .insertInto(kind)
    .values({ id: newId(), name, name_key: nameKey(name), created_at: nowIso() })
    .onConflict((oc) => oc.column("name_key").doNothing())
    .execute();
  return (await findName(db, kind, name))?.name ?? name;
}

function findName(db: Executor, kind: NameListKind, name: string) {
  return db.selectFrom(kind).select(["id", "name"]).where("name_key", "=", nameKey(name)).executeTakeFirst();
}
