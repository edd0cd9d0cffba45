import { PostgresAdapter, sql, type Kysely } from "kysely";

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * PostgreSQL only: each bump of the content version also notifies channel
 * `content_version` with the new version, so every instance learns of a write
 * from its LISTEN connection instead of reading the row on every cached page
 * (app/platform/content-version.server.ts). Sent at commit, never for a
 * rolled-back write. SQLite has no such thing and needs none: its check is a
 * synchronous read in the same process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function bump_content_version() returns trigger language plpgsql as $$
    declare
      bumped integer;
    begin
      update content_version set version = version + 1 where id = 1 returning version into bumped;
      perform pg_notify('content_version', bumped::text);
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
