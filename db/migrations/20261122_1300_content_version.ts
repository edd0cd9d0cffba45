import { PostgresAdapter, sql, type Kysely } from "kysely";

const TABLES = ["properties", "locations", "project_names"] as const;

// Asked of Kysely, not of the server: a failing probe query would abort the
// transaction PostgreSQL runs this migration in.
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * One row whose `version` goes up with every write to what visitors see.
 * Triggers do the bumping, inside the writing transaction, so no write path
 * (admin form, CLI, data migration, another instance) can forget it; every
 * instance compares it to decide whether its cached pages are still true.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function bump_content_version() returns trigger language plpgsql as $$
      begin
        update content_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_bump_content_version`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_bump_content_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update content_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_bump_content_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists bump_content_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ["insert", "update", "delete"]) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_content_version`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable("content_version").execute();
}
