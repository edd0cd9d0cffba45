import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue 30, decision 074: a station's rows of property_stations say whether
 * their listing is Available, so a station page and its count walk only the
 * Available listings near it, nearest first. They used to walk the station's
 * rows in distance order and look each listing's status up, reading and
 * dropping every Sold or withdrawn listing nearer than the page's last card
 * (at 100,000 listings in `npm run bench`, 3,334 of the station's 6,667 rows,
 * before a page of 24 and again for the count): a real station with many sold
 * homes around it is the same.
 *
 * - `property_stations.available`: 1 while the listing's status is Available, else 0.
 * - `property_stations_available_by_station` (station_slug, available, metres,
 *   property_id) replaces property_stations_by_station (station_slug, metres,
 *   property_id): it serves every read the old one did (a station's listings)
 *   and walks one status's rows in distance order.
 * - Triggers keep the flag, so that no write path (the editor, the status
 *   buttons, the lifecycle's expiry, the CSV import, the station refresh, a
 *   project's place, a copy of the site) can forget it: a listing's status
 *   changing rewrites its rows, a row going in takes its listing's status.
 *   PostgreSQL sets it before the row is written; SQLite, whose triggers cannot
 *   change the row being inserted, right after, by the table's key.
 *
 * The trigger bodies are written out here so that this migration does the
 * same thing forever.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("property_stations").addColumn("available", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update property_stations set available = 1
    where property_id in (select id from properties where status = 'Available')`.execute(db);
  await db.schema
    .createIndex("property_stations_available_by_station")
    .on("property_stations")
    .columns(["station_slug", "available", "metres", "property_id"])
    .execute();
  await db.schema.dropIndex("property_stations_by_station").execute();

  if (isPostgres(db)) {
    await sql`
      create function property_stations_follow_status() returns trigger language plpgsql as $$
      begin
        update property_stations set available = case when new.status = 'Available' then 1 else 0 end where property_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger properties_status_to_stations
      after update of status on properties
      for each row when (old.status is distinct from new.status)
      execute function property_stations_follow_status()`.execute(db);
    await sql`
      create function property_stations_take_status() returns trigger language plpgsql as $$
      begin
        new.available := coalesce((select case when status = 'Available' then 1 else 0 end from properties where id = new.property_id), 0);
        return new;
      end $$`.execute(db);
    await sql`
      create trigger property_stations_status_on_insert
      before insert on property_stations
      for each row execute function property_stations_take_status()`.execute(db);
    return;
  }
  await sql`
    create trigger properties_status_to_stations
    after update of status on properties
    when old.status is not new.status
    begin
      update property_stations set available = (new.status = 'Available') where property_id = new.id;
    end`.execute(db);
  await sql`
    create trigger property_stations_status_on_insert
    after insert on property_stations
    begin
      update property_stations
      set available = coalesce((select status = 'Available' from properties where id = new.property_id), 0)
      where property_id = new.property_id and line_code = new.line_code and station_slug = new.station_slug;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists property_stations_status_on_insert on property_stations`.execute(db);
    await sql`drop trigger if exists properties_status_to_stations on properties`.execute(db);
    await sql`drop function if exists property_stations_take_status()`.execute(db);
    await sql`drop function if exists property_stations_follow_status()`.execute(db);
  } else {
    await sql`drop trigger if exists property_stations_status_on_insert`.execute(db);
    await sql`drop trigger if exists properties_status_to_stations`.execute(db);
  }
  await db.schema.createIndex("property_stations_by_station").on("property_stations").columns(["station_slug", "metres", "property_id"]).execute();
  await db.schema.dropIndex("property_stations_available_by_station").execute();
  await db.schema.alterTable("property_stations").dropColumn("available").execute();
}
