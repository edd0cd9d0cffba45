import { sql } from "kysely";
import { getDb, getDialect } from "~/platform/db/db.server";

/**
 * The photo URLs among `urls` that a listing still shows. One file can sit
 * on several listings (a duplicated or imported listing copies the `images`
 * list), so a photo is deleted only when none uses it any more.
 *
 * This reads every row's `images` list: there is no index into a JSON list on
 * either dialect here. At a few thousand listings that is milliseconds, and
 * it runs only on an admin's save or delete and in the orphan sweep, never on
 * a visitor's page.
 * A damaged list (not JSON) counts as empty, as parseList reads it.
 */
export async function photosInUse(urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const wanted = sql.join(urls.map((url) => sql`${url}`));
  const query =
    getDialect() === "postgres"
      ? sql<{ url: string }>`
          select distinct e.url from properties
          cross join lateral jsonb_array_elements_text(
            case when jsonb_typeof(properties.images::jsonb) = 'array' then properties.images::jsonb else '[]'::jsonb end
          ) as e(url)
          where e.url in (${wanted})`
      : sql<{ url: string }>`
          select distinct e.value as url from properties,
          json_each(case when json_valid(properties.images) then properties.images else '[]' end) as e
          where e.value in (${wanted})`;
  const { rows } = await query.execute(getDb());
  return new Set(rows.map((row) => row.url));
}
