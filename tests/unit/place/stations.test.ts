import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LINES } from "~/place/lines";
import { STATION_ROWS, STATIONS, stationBySlug } from "~/place/stations.server";
import { stationsModuleSource, stringifyStationsCsv } from "~/place/stations-csv";
import { STATIONS_CSV } from "~/place/stations/stations-csv-text";

/** The Klang Valley box of the station file's own check (stations/README.md, "Self-check"). */
const BOX = { latMin: 2.6, latMax: 3.5, lonMin: 101.2, lonMax: 101.9 };
/** The far ends of the two KTM Komuter lines: real stations in Perak and Negeri Sembilan (README). */
const OUTER_KTM = ["KA13", "KA14", "KA15", "KB14", "KB15", "KB16", "KB17", "KB18"];
const FILE = "app/place/stations/klang-valley-rail-stations.csv";

describe("the shipped Klang Valley station file", () => {
  it("has every station inside the Klang Valley box, but the eight outer KTM stations the README names", () => {
    const outside = STATION_ROWS.filter((r) => r.lat < BOX.latMin || r.lat > BOX.latMax || r.lon < BOX.lonMin || r.lon > BOX.lonMax);
    expect(outside.map((r) => r.code).sort()).toEqual([...OUTER_KTM].sort());
    for (const row of outside) expect(row.lineCodes.every((c) => c.startsWith("KTM-"))).toBe(true);
    // Even those lie in peninsular Malaysia within 100 km of KL Sentral's latitude.
    for (const row of outside) expect(Math.abs(row.lat - 3.13)).toBeLessThan(0.9);
  });

  it("gives every station a line with a name and a colour, and no code twice", () => {
    expect(STATION_ROWS).toHaveLength(253);
    for (const row of STATION_ROWS) {
      expect(row.lineCodes.length).toBeGreaterThan(0);
      for (const code of row.lineCodes) {
        expect(LINES[code].name).toMatch(/\w/);
        expect(LINES[code].colour).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
    expect(new Set(STATION_ROWS.map((r) => r.code)).size).toBe(STATION_ROWS.length);
  });

  it("holds each line's official station count (README, 'Count per line')", () => {
    const count = (code: string) => STATION_ROWS.filter((r) => r.lineCodes.includes(code as never)).length;
    expect({ AG: count("AG"), SP: count("SP"), KJ: count("KJ"), KG: count("KG"), PY: count("PY"), MR: count("MR") }).toEqual({
      AG: 18, SP: 29, KJ: 37, KG: 29, PY: 36, MR: 11,
    });
    expect({ BC: count("KTM-BC"), PK: count("KTM-PK"), ERL: count("ERL"), BRT: count("BRT"), SA: count("SA") }).toEqual({
      BC: 27, PK: 34, ERL: 9, BRT: 7, SA: 20,
    });
  });

  it("reads and writes the file without changing a byte (the GTFS refresh rewrites it)", () => {
    expect(stringifyStationsCsv([...STATION_ROWS])).toBe(fs.readFileSync(FILE, "utf8"));
  });

  it("is what the server and the scripts read: the module npm run stations writes holds the CSV byte for byte", () => {
    expect(STATIONS_CSV).toBe(fs.readFileSync(FILE, "utf8"));
    expect(fs.readFileSync("app/place/stations/stations-csv-text.ts", "utf8")).toBe(stationsModuleSource(STATIONS_CSV));
  });

  it("makes one page per station a visitor names, with the sponsor names as aliases", () => {
    expect(stationBySlug("mrt-semantan")?.codes).toEqual(["KG14"]);
    expect(stationBySlug("lrt-masjid-jamek")?.codes.sort()).toEqual(["AG7", "KJ13", "SP7"]);
    expect(stationBySlug("lrt-masjid-jamek")?.lines.sort()).toEqual(["AG", "KJ", "SP"]);
    expect(stationBySlug("lrt-bangsar")?.aliases).toContain("Bank Rakyat-Bangsar");
    expect(stationBySlug("ktm-sentul")?.label).toBe("KTM Sentul");
    expect(new Set(STATIONS.map((s) => s.slug)).size).toBe(STATIONS.length);
    for (const s of STATIONS) expect(s.slug).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
  });
});
