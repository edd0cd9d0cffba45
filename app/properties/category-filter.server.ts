import { sql, type SqlBool } from "kysely";
import { getDb, getDialect } from "~/platform/db/db.server";
import type { ListingFilter } from "./search.server";

/**
 * Category pages (docs/product.md#category): the folded property type contains
 * any of the category's texts. Decision 026: the few property types the
 * catalogue holds are read first (one index seek each), the ones that match are
 * picked here, and the list asks for `property_type in (…)`, which the
 * category index (db/migrations/20261124_0690_category_order.ts) serves with
 * the date order and every filter column, as the other lists' order indexes do.
 * (It was an FTS5 trigram match on SQLite: its matches could not be combined
 * with a price or a deal without reading a third of the catalogue's rows.)
 */

/**
 * Every property type stored on an Available listing, in one index seek per
 * type: a loose index scan of properties_category_order (SQLite and
 * PostgreSQL both answer `min()` under an equality from the index).
 * The types are free text (the form suggests PROPERTY_TYPES but takes any),
 * so they are read, not assumed.
 */
async function storedTypes(): Promise<string[]> {
  const { rows } = await sql<{ type: string }>`
    with recursive types (type) as (
      select min(property_type) from properties where status = 'Available'
      union all
      select (select min(property_type) from properties where status = 'Available' and property_type > types.type)
      from types where types.type is not null
    )
    select type from types where type is not null`.execute(getDb());
  return rows.map((r) => r.type);
}

/**
 * What the trigram match compared, kept exactly (no category changes what
 * it lists): the type with hyphens and slashes as spaces, after one space
 * (20261122_1430_search_indexes.ts), without case; a text of three characters
 * or more anywhere in it, two characters only at the start of a word, one
 * character nowhere.
 */
export function typeMatches(type: string, texts: readonly string[]): boolean {
  const folded = ` ${type.replace(/-/g, " ").replace(/\//g, " ")}`.toLowerCase();
  return texts.some((raw) => {
    const text = raw.replace(/\0/g, "").trim().toLowerCase();
    const length = [...text].length;
    if (length >= 3) return folded.includes(text);
    if (length === 2) return folded.includes(` ${text}`);
    return false;
  });
}

/** The filter of a category whose folded texts are `texts`. */
export async function categoryFilter(texts: readonly string[]): Promise<ListingFilter> {
  const types = (await storedTypes()).filter((type) => typeMatches(type, texts));
  if (types.length === 0) return { where: (eb) => eb.lit(false) };
  return {
    where: (eb) => eb("property_type", "in", types),
    // Several types cannot be read from the category index in date order:
    // a page of more than the count's cap walks the list's date index
    // instead, testing the type on its entries (`+`: SQLite's "no index for
    // this test"; PostgreSQL picks by its statistics and has no unary + for text).
    whereWalking:
      types.length > 1 && getDialect() === "sqlite"
        ? () => sql<SqlBool>`+property_type in (${sql.join(types)})`
        : undefined,
  };
}
