import { sql, type Insertable } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { storePhoto } from "~/photos/images.server";
import { newId } from "~/platform/ids";
import { slugify } from "~/properties/model/slug";
import { toRowValues, type PropertiesTable } from "~/properties/model/table";
import { DEMO_LISTINGS, DEMO_LOCATIONS, demoInput } from "./demo-listings";
import { demoPhoto } from "./demo-photos.server";
import { pointOf } from "~/place/map-link";
import { newPlaceColumns, stationRowsOf } from "../place/place.server";

const BATCH = 500;

/**
 * Adds `count` believable listings fast, for benchmarks and load tests:
 * multi-row inserts in transactions of BATCH rows, display ids continuing
 * from the current maximum, slugs made unique by the display id. The
 * listings share a small pool of stored photos (made once through the
 * normal pipeline), so they are for reading, not for deleting one by one.
 * Each gets its stations measured as a save would (the station filters and
 * pages read them: decision 060).
 */
export async function bulkSeed(
  count: number,
  options: { photoPool?: number; log?: (line: string) => void } = {},
): Promise<{ inserted: number; ms: number }> {
  const db = getDb();
  const started = Date.now();
  const poolSize = options.photoPool ?? 9;
  const pool: string[] = [];
  for (let i = 0; i < poolSize; i++) {
    const photo = await demoPhoto(9000 + i, i % 3 === 0 ? "tower" : i % 3 === 1 ? "house" : "interior");
    pool.push((await storePhoto(photo, `bulk ${i + 1}.jpg`)).url);
  }

  const { max } = await db
    .selectFrom("properties")
    .select(sql<number | string | null>`max(display_id)`.as("max"))
    .executeTakeFirstOrThrow();
  let displayId = Number(max ?? 0);
  const now = Date.now();

  for (let done = 0; done < count; done += BATCH) {
    const rows: Insertable<PropertiesTable>[] = [];
    const stationRows: ReturnType<typeof stationRowsOf> = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) {
      displayId += 1;
      const template = DEMO_LISTINGS[i % DEMO_LISTINGS.length]!;
      const location = DEMO_LOCATIONS[(i * 7) % DEMO_LOCATIONS.length]!;
      const title = `${template.title.replace(/^(Sold|Rented): /, "")} #${displayId}`;
      // Newest first in the order made; one listing every ten minutes back in time.
      const when = new Date(now - i * 600_000).toISOString();
      const input = demoInput({ ...template, location }, 0.8 + ((i * 13) % 40) / 100);
      const id = newId();
      const place = newPlaceColumns(pointOf(input.exact_location), input);
      stationRows.push(...stationRowsOf(id, place));
      rows.push({
        id,
        display_id: displayId,
        slug: `${slugify(title)}-${displayId}`,
        ...toRowValues({
          ...input,
          title,
          status: i % 10 === 9 ? "Sold" : "Available",
          images: [0, 1, 2].map((k) => pool[(i + k) % pool.length]!),
          is_featured: i % 97 === 0,
        }),
        ...place,
        date_status: when,
        created_at: when,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("properties").values(rows).execute();
      // In slices: SQLite takes at most 32,766 parameters a statement.
      for (let at = 0; at < stationRows.length; at += 2000) await trx.insertInto("property_stations").values(stationRows.slice(at, at + 2000)).execute();
    });
    if (options.log && (done / BATCH) % 20 === 19) options.log(`${done + rows.length} / ${count}`);
  }
  return { inserted: count, ms: Date.now() - started };
}
