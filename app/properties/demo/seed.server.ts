import { getDb } from "~/platform/db/db.server";
import { storePhoto } from "~/photos/images.server";
import { ensureName } from "~/names/names.server";
import { logger } from "~/platform/logger.server";
import { createProperty, countProperties } from "~/properties/repository.server";
import { DEMO_LISTINGS, DEMO_LOCATIONS, demoInput, type DemoListing } from "./demo-listings";
import { demoPhoto } from "./demo-photos.server";

const TOWER_TYPES = new Set(["Condominium/Apartment/Flat", "Service Residence", "SOHO", "SOVO", "Office Space", "Retail"]);

async function photosFor(d: DemoListing, index: number): Promise<string[]> {
  const count = d.photos ?? 3;
  const exterior = TOWER_TYPES.has(d.type) ? "tower" : "house";
  // In parallel: sharp works on its own threads, and order is kept by index.
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const photo = await demoPhoto(index * 101 + i * 7 + 1, i === 0 ? exterior : "interior");
      return (await storePhoto(photo, `${d.project || d.location} ${i + 1}.jpg`)).url;
    }),
  );
}

/**
 * Fills an empty database with the demo catalogue. Does nothing when any
 * property exists, so a restart never creates anything twice.
 */
export async function seedDemo(): Promise<number> {
  if ((await countProperties(getDb())) > 0) return 0;
  for (const name of DEMO_LOCATIONS) await ensureName(getDb(), "locations", name);
  const projects = [...new Set(DEMO_LISTINGS.map((d) => d.project).filter(Boolean))];
  for (const name of projects) await ensureName(getDb(), "project_names", name);

  const start = Date.now();
  for (const [index, d] of DEMO_LISTINGS.entries()) {
    // Spread the listings over the past weeks, newest first in the list above.
    const when = new Date(start - (index + 1) * 36 * 3600 * 1000).toISOString();
    await createProperty(getDb(), { ...demoInput(d), images: await photosFor(d, index) }, { now: when });
  }
  const ms = Date.now() - start;
  logger.info({ seeded: DEMO_LISTINGS.length, ms }, `seeded ${DEMO_LISTINGS.length} demo listings in ${Math.round(ms / 1000)} s`);
  return DEMO_LISTINGS.length;
}
