import type { Kysely } from "kysely";

/**
 * Viewing requests (issue 32 item 2, decision 058).
 *
 * `viewing_availability` is one row (id 1): the agent's weekly hours, slot
 * length and blocked dates, all in Malaysia time, and the SHA-256 of the
 * private calendar feed's secret (null: no feed). The row is written here with
 * weekday office hours so that a new site offers slots at once.
 *
 * `viewing_requests` holds what a visitor asked for (personal data, like
 * `enquiries`). `held_slot` is the slot's start while the request holds it
 * (pending, proposed or confirmed) and null once declined: its unique index is
 * what stops two visitors taking one slot, whichever instance answers them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("viewing_availability")
    .addColumn("id", "integer", (c) => c.primaryKey())
    /** JSON: ISO weekday ("1" Monday … "7" Sunday) → [["10:00","18:00"], …]. */
    .addColumn("weekly_hours", "text", (c) => c.notNull())
    .addColumn("slot_minutes", "integer", (c) => c.notNull())
    /** JSON list of 'YYYY-MM-DD' (Malaysian dates) with no viewings. */
    .addColumn("blocked_dates", "text", (c) => c.notNull())
    .addColumn("calendar_secret_hash", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const weekdays = JSON.stringify({ "1": [["10:00", "18:00"]], "2": [["10:00", "18:00"]], "3": [["10:00", "18:00"]], "4": [["10:00", "18:00"]], "5": [["10:00", "18:00"]], "6": [["10:00", "14:00"]] });
  await db
    .insertInto("viewing_availability" as never)
    .values({ id: 1, weekly_hours: weekdays, slot_minutes: 60, blocked_dates: "[]", calendar_secret_hash: null, updated_at: new Date().toISOString() } as never)
    .execute();

  await db.schema
    .createTable("viewing_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("display_id", "integer", (c) => c.notNull())
    .addColumn("listing_title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    /** The page's language: the visitor is answered in it. */
    .addColumn("lang", "text", (c) => c.notNull())
    /** The slot, ISO UTC; a proposed time replaces it. */
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("slot_end", "text", (c) => c.notNull())
    /** pending, proposed, confirmed or declined. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("held_slot", "text")
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .execute();
  await db.schema.createIndex("viewing_requests_held_slot").unique().on("viewing_requests").column("held_slot").execute();
  await db.schema.createIndex("viewing_requests_slot").on("viewing_requests").columns(["slot_start"]).execute();

  await db.schema.alterTable("notification_outbox").addColumn("viewing_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").dropColumn("viewing_id").execute();
  await db.schema.dropTable("viewing_requests").execute();
  await db.schema.dropTable("viewing_availability").execute();
}
