import { sql, type Expression, type SqlBool } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { AUTHORISATION_WARNING_DAYS } from "../display/authorisation";
import { addDays, malaysiaToday } from "../display/malaysia-date";
import { NEEDS, type Need } from "./needs";

/**
 * What a listing lacks, as SQL. Each condition repeats the WHERE of its
 * partial index word for word (migration 20261126_2043_dashboard_counts), so
 * that SQLite and PostgreSQL count from the index: at 100,000 listings a
 * count reads only the listings it counts.
 */
function needWhere(need: Need, today: string): Expression<SqlBool> {
  switch (need) {
    case "authorisation-ended":
      return sql<SqlBool>`authorised_until != '' and authorised_until < ${today}`;
    case "authorisation-ending":
      return sql<SqlBool>`authorised_until != '' and authorised_until >= ${today} and authorised_until <= ${addDays(today, AUTHORISATION_WARNING_DAYS)}`;
    case "photos":
      return sql<SqlBool>`images = '[]'`;
    case "place":
      return sql<SqlBool>`map_lat is null`;
    case "description":
      return sql<SqlBool>`description = ''`;
  }
}

/** The Property Manager's `?needs=` filter: the listings the dashboard counted. */
export function needFilter(need: Need, today = malaysiaToday()): Expression<SqlBool> {
  return needWhere(need, today);
}

export type NeedCounts = Record<Need, number>;

/** How many listings lack each thing; one indexed count per need, run together. */
export async function countNeeds(today = malaysiaToday()): Promise<NeedCounts> {
  const counts = await Promise.all(
    NEEDS.map(async (need) => {
      const row = await getDb()
        .selectFrom("properties")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where(needWhere(need, today))
        .executeTakeFirstOrThrow();
      return [need, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as NeedCounts;
}

export interface RecentChange {
  id: string;
  display_id: number;
  title: string;
  status: string;
  date_status: string;
}

/** The listings saved last (the Property Manager's own order and index). */
export async function latestChanges(limit = 6): Promise<RecentChange[]> {
  const rows = await getDb()
    .selectFrom("properties")
    .select(["id", "display_id", "title", "status", "date_status"])
    .orderBy("date_status", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, display_id: Number(r.display_id) }));
}
