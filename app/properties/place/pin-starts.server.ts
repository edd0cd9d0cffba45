import { getDb } from "~/platform/db/db.server";
import { placeText } from "~/place/map-link";

/**
 * Where the form's "Drop a pin on the map" opens when the Map Pin is empty
 * (issue 30 item 5): the place of the project typed in the form, else the
 * middle of the listings shown in its location. Keys are lower-case names, as
 * the agent may type them in another case; values are "lat,lon".
 */
export interface PinStarts {
  projects: Record<string, string>;
  locations: Record<string, string>;
}

export async function pinStarts(): Promise<PinStarts> {
  const db = getDb();
  const [projects, locations] = await Promise.all([
    db.selectFrom("project_names").select(["name", "exact_location"]).where("exact_location", "<>", "").execute(),
    // The shown points (map_lat, map_lon), not the exact ones: a start for the eye, 220 m off at most.
    // Read from properties_pin_starts alone (20261127_0715_pin_starts_index.ts), in its location order:
    // the table's every row was 80 ms of CPU on each editor load at 100,000 listings, the index's 6 ms.
    db
      .selectFrom("properties")
      .select((eb) => ["location", eb.fn.avg<number | string>("map_lat").as("lat"), eb.fn.avg<number | string>("map_lon").as("lon")])
      .where("map_lat", "is not", null)
      .where("location", "<>", "")
      .groupBy("location")
      .execute(),
  ]);
  return {
    projects: Object.fromEntries(projects.map((p) => [p.name.trim().toLowerCase(), p.exact_location])),
    // PostgreSQL's avg is numeric, which its driver hands over as text.
    locations: Object.fromEntries(locations.map((l) => [l.location.trim().toLowerCase(), placeText({ lat: Number(l.lat), lon: Number(l.lon) })])),
  };
}
