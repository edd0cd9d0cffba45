import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";
import { schemaSpec, type ColumnKind } from "../../support/schema-spec";

// tests/setup/database.ts migrates an empty database of this project's
// dialect before the file runs; this compares what the migrations built with
// the schema the Kysely types describe (tests/support/schema-spec.ts).

/** SQLite keeps the declared type; PostgreSQL reports its internal name. */
function kindOf(dataType: string): ColumnKind | string {
  const t = dataType.toLowerCase();
  if (t === "text") return "text";
  if (["integer", "int4", "int8", "bigint"].includes(t)) return "integer";
  if (["double precision", "float8", "real"].includes(t)) return "real";
  return t;
}

/** Search tables kept by triggers and Kysely's own bookkeeping are not part of the typed schema. */
const untyped = (name: string) => name.startsWith("kysely_") || /_(fts|search)(_|$)/.test(name);

async function primaryKeys(table: string): Promise<Set<string>> {
  const db = getDb();
  if (getDialect() === "sqlite") {
    const rows = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db);
    return new Set(rows.rows.filter((r) => r.pk > 0).map((r) => r.name));
  }
  const rows = await sql<{ column_name: string }>`
    select kcu.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_name = tc.table_name
    where tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'`.execute(db);
  return new Set(rows.rows.map((r) => r.column_name));
}

describe(`the migrated ${getDialect()} schema`, () => {
  it("has exactly the tables the Kysely types declare", async () => {
    const tables = (await getDb().introspection.getTables()).map((t) => t.name).filter((n) => !untyped(n));
    expect(tables.sort()).toEqual(Object.keys(schemaSpec).sort());
  });

  it.each(Object.keys(schemaSpec))("%s has the typed columns, kinds and nullability", async (table) => {
    const meta = (await getDb().introspection.getTables()).find((t) => t.name === table);
    expect(meta, `table ${table}`).toBeDefined();
    const keys = await primaryKeys(table);
    // SQLite lets a non-integer primary key hold NULL unless declared NOT NULL; our code never writes one.
    const actual = Object.fromEntries(
      meta!.columns.map((c) => [c.name, { kind: kindOf(c.dataType), nullable: c.isNullable && !keys.has(c.name) }]),
    );
    expect(actual).toEqual(schemaSpec[table as keyof typeof schemaSpec]);
  });
});
