import { describe, expect, it } from "vitest";
import { haversineMetres } from "~/place/geo";
import { newPlaceColumns } from "~/properties/place/place.server";

const HOUSE = { lat: 3.146789, lon: 101.667891 };
const TERRACE = { location_shown: "", property_type: "Terrace House" } as const;

/**
 * A landed home's public centre moves both its latitude and its longitude away
 * from the house: a centre due north of the house would print the house's own
 * longitude to the metre (listing-place.test.ts once found "101.66789" on a page).
 */
describe("an approximate location's centre", () => {
  it("is 80–220 m from the house and off it by at least 25 m north–south and east–west, every time", () => {
    for (let i = 0; i < 2000; i += 1) {
      const shown = newPlaceColumns(HOUSE, TERRACE);
      const centre = { lat: shown.map_lat!, lon: shown.map_lon! };
      const metres = haversineMetres(HOUSE, centre);
      expect(metres).toBeGreaterThanOrEqual(79);
      expect(metres).toBeLessThanOrEqual(226);
      expect(haversineMetres(HOUSE, { lat: centre.lat, lon: HOUSE.lon }), `north–south of ${JSON.stringify(centre)}`).toBeGreaterThanOrEqual(25);
      expect(haversineMetres(HOUSE, { lat: HOUSE.lat, lon: centre.lon }), `east–west of ${JSON.stringify(centre)}`).toBeGreaterThanOrEqual(25);
      expect(String(centre.lon)).not.toContain("101.66789");
      expect(String(centre.lat)).not.toContain("3.14679");
    }
  });
});
