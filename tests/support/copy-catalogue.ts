import { sql } from "kysely";
import { getDb, getDialect } from "~/platform/db/db.server";

type Db = ReturnType<typeof getDb>;
type Trx = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

/** A statement that makes an index or a trigger again, as the schema holds it. */
interface Kept {
  name: string;
  definition: string;
}

/**
 * Makes the catalogue `times` as large, fast, for a query-plan test at
 * 100,000 listings (issue 30): each listing and its stations copied
 * `times - 1` times with new ids, display ids and slugs, in one
 * INSERT … SELECT per table over a generated series of copy numbers
 * (a recursive CTE, the same SQL on both dialects), copy after copy as
 * row-by-row copies would lie. The copies' long texts are left empty.
 *
 * While the rows go in, the two tables' own indexes (not their keys or
 * constraints) and, on SQLite, their insert triggers (the search tables', the
 * station rows' status flag, which is copied with them) are set aside;
 * afterwards each index is built again from its stored definition, once over
 * all the rows, which is what makes it fast (inserting 99,000 rows
 * into 37 indexes, the trigram ones among them, one by one is the slow part).
 * So the copies are in every index, but not in SQLite's search tables (a
 * test of search plans needs another seed). PostgreSQL's statistics are then
 * gathered (VACUUM ANALYZE), as autovacuum would.
 */
export async function copyCatalogue(times: number): Promise<void> {
  const db = getDb();
  const postgres = getDialect() === "postgres";
  const columns = await columnsOf(db, "properties");
  const { max } = (await sql<{ max: number | string }>`select max(display_id) as max from properties`.execute(db)).rows[0]!;
  const step = Number(max);
  const copied = columns.map((n) =>
    n === "id"
      ? sql`p.id || '-' || cast(c.k as varchar(12))`
      : n === "slug"
        ? sql`p.slug || '-' || cast(c.k as varchar(12))`
        : n === "display_id"
          ? sql`p.display_id + ${step} * c.k`
          : n.startsWith("description")
            ? sql`''`
            : sql.ref(`p.${n}`),
  );
  const series = sql`with recursive c(k) as (select 1 union all select k + 1 from c where k < ${times - 1})`;
  await db.transaction().execute(async (trx) => {
    if (postgres) await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    const indexes = [...(await ownIndexes(trx, "properties", postgres)), ...(await ownIndexes(trx, "property_stations", postgres))];
    const triggers = postgres ? [] : [...(await insertTriggers(trx, "properties")), ...(await insertTriggers(trx, "property_stations"))];
    for (const { name } of indexes) await sql`drop index ${sql.ref(name)}`.execute(trx);
    for (const { name } of triggers) await sql`drop trigger ${sql.ref(name)}`.execute(trx);
    // PostgreSQL: the same triggers, and the foreign key's own, switched off for the copy as pg_restore's
    // --disable-triggers does (the copies carry their station flag, and their keys are copies of sound ones).
    if (postgres) for (const table of ["properties", "property_stations"]) await sql`alter table ${sql.table(table)} disable trigger all`.execute(trx);
    await sql`${series}
      insert into properties (${sql.join(columns.map((n) => sql.ref(n)))})
      select ${sql.join(copied)} from c cross join properties p where p.display_id <= ${step} order by c.k, p.display_id`.execute(trx);
    await sql`${series}
      insert into property_stations (property_id, station_slug, line_code, metres, available)
      select s.property_id || '-' || cast(c.k as varchar(12)), s.station_slug, s.line_code, s.metres, s.available
      from c cross join property_stations s order by c.k, s.property_id, s.station_slug, s.line_code`.execute(trx);
    if (postgres) for (const table of ["properties", "property_stations"]) await sql`alter table ${sql.table(table)} enable trigger all`.execute(trx);
    for (const { definition } of [...indexes, ...triggers]) await sql.raw(definition).execute(trx);
  });
  if (postgres) await sql`vacuum analyze properties, property_stations`.execute(db);
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } =
    getDialect() === "postgres"
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

/** The table's indexes other than its key's and its constraints' (SQLite: those with a statement of their own). */
async function ownIndexes(trx: Trx, table: string, postgres: boolean): Promise<Kept[]> {
  const { rows } = postgres
    ? await sql<Kept>`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = ${table}
        and indexname not in (select conname from pg_constraint where conrelid = cast(${table} as regclass))`.execute(trx)
    : await sql<Kept>`select name, sql as definition from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(trx);
  return rows;
}

/** SQLite's triggers that fire on an insert into the table (the search tables', the content version's, the station rows' flag). */
async function insertTriggers(trx: Trx, table: string): Promise<Kept[]> {
  const { rows } = await sql<Kept>`select name, sql as definition from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(trx);
  return rows.filter((r) => /\b(after|before)\s+insert\b/i.test(r.definition));
}
