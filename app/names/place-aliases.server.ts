import type { Database } from "~/platform/db/db-schema";
import { getDb } from "~/platform/db/db.server";
import { newId, nowIso } from "~/platform/ids";
import { ALIAS_MAX_LENGTH, aliasGroups, querySpellings, type SearchAlias } from "./place-aliases";

/** The agent's own short names (decision 037); the shipped ones are in place-aliases.ts. */
export interface SearchAliasesTable {
  id: string;
  short_name: string;
  full_name: string;
  /** lower(short) + "=" + lower(full): one pair once, in any letter case. */
  pair_key: string;
  created_at: string;
}

declare module "~/platform/db/db-schema" {
  interface Database {
    search_aliases: SearchAliasesTable;
  }
}

export async function listSearchAliases(): Promise<SearchAlias[]> {
  return getDb().selectFrom("search_aliases").select(["id", "short_name", "full_name"]).orderBy("pair_key").execute();
}

/** A query and its other spellings, by the shipped list and the agent's (one small read per uncached search). */
export async function searchSpellings(query: string): Promise<string[]> {
  return querySpellings(query, aliasGroups(await listSearchAliases()));
}

export type AddAliasResult = { outcome: "added" } | { outcome: "invalid"; message: string } | { outcome: "duplicate" };

export async function addSearchAlias(shortRaw: string, fullRaw: string): Promise<AddAliasResult> {
  const short_name = shortRaw.trim().replace(/\s+/g, " ");
  const full_name = fullRaw.trim().replace(/\s+/g, " ");
  if (!short_name || !full_name) return { outcome: "invalid", message: "Enter both the short name and the full name." };
  if (short_name.length > ALIAS_MAX_LENGTH || full_name.length > ALIAS_MAX_LENGTH) {
    return { outcome: "invalid", message: `Each name may be at most ${ALIAS_MAX_LENGTH} characters.` };
  }
  if (short_name.toLowerCase() === full_name.toLowerCase()) {
    return { outcome: "invalid", message: "The short name and the full name are the same." };
  }
  const row: Database["search_aliases"] = {
    id: newId(),
    short_name,
    full_name,
    pair_key: `${short_name.toLowerCase()}=${full_name.toLowerCase()}`,
    created_at: nowIso(),
  };
  const inserted = await getDb()
    .insertInto("search_aliases")
    .values(row)
    .onConflict((oc) => oc.column("pair_key").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? { outcome: "duplicate" } : { outcome: "added" };
}

export async function deleteSearchAlias(id: string): Promise<void> {
  await getDb().deleteFrom("search_aliases").where("id", "=", id).execute();
}
