import type { Kysely } from "kysely";

/**
 * Issue 15: a listing's own text in Bahasa Malaysia and Chinese, both
 * optional. An existing listing gets them empty ("" as the main title and
 * description columns hold), and its /ms/ and /zh/ pages show the main
 * (English) text marked lang="en" until the agent adds them
 * (app/i18n/listing-text.ts).
 */
const COLUMNS = ["title_ms", "title_zh", "description_ms", "description_zh"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const name of COLUMNS) {
    await db.schema.alterTable("properties").addColumn(name, "text", (c) => c.notNull().defaultTo("")).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of COLUMNS) await db.schema.alterTable("properties").dropColumn(name).execute();
}
