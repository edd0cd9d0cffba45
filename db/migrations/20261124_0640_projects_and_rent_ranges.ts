import { sql, type Kysely } from "kysely";

/**
 * Issue 14: project pages and rent price ranges.
 *
 * - `properties.project_slug`: projectSlug(project_name), written with the
 *   name by every save (app/properties/model/table.ts toRowValues); the
 *   project page finds its listings by it (decision 022). Backfilled here in
 *   JavaScript, since the slug folds Unicode and SQLite's lower() does not.
 * - `properties_project_order` (project_slug, status, date_status, id): a
 *   project's Available units newest first, and every listing of a project
 *   (any status) for what its listings say about it, from one index.
 * - `properties_rent_order`: the rent ranges, as properties_price_order
 *   serves the sale ranges.
 */
/**
 * app/names/projects.ts projectSlug as it was when this migration was
 * written, copied so the migration does the same thing forever.
 */
function projectSlug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    // Again: lower case can make decomposable letters ("İ" → "i̇"), and NFKD capitals ("ℌ" → "H").
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("properties")
    .addColumn("project_slug", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const names = await sql<{ name: string }>`select distinct project_name as name from properties`.execute(db);
  for (const { name } of names.rows) {
    const slug = projectSlug(name);
    if (slug) await sql`update properties set project_slug = ${slug} where project_name = ${name}`.execute(db);
  }
  await db.schema
    .createIndex("properties_project_order")
    .on("properties")
    .columns(["project_slug", "status", "date_status", "id"])
    .execute();
  await db.schema
    .createIndex("properties_rent_order")
    .on("properties")
    .columns(["status", "price_rent", "date_status", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_rent_order").execute();
  await db.schema.dropIndex("properties_project_order").execute();
  await db.schema.alterTable("properties").dropColumn("project_slug").execute();
}
