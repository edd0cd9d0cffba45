import { STATIONS_CSV as stationsCsv } from "./stations/stations-csv-text";
import { LINES, type LineCode } from "./lines";
import { SPONSOR_NAMES } from "./sponsor-names";
import { stationLabel, stationSlug } from "./station-slug";
import { parseStationsCsv, type StationRow } from "./stations-csv";

/**
 * The shipped station file (as the module npm run stations writes beside it,
 * so the server build and plain-Node scripts both carry it), read once. A station is what a visitor
 * calls one: the rows of one mode and name ("LRT Masjid Jamek" is AG7, SP7 and
 * KJ13), one page each; the nearest-station sums still measure every row.
 */
export type Station = {
  slug: string;
  label: string;
  name: string;
  mode: string;
  codes: string[];
  lines: LineCode[];
  rows: StationRow[];
  aliases: string[];
};

export const STATION_ROWS: readonly StationRow[] = parseStationsCsv(stationsCsv);

function groupStations(rows: readonly StationRow[]): Station[] {
  const bySlug = new Map<string, Station>();
  for (const row of rows) {
    const first = row.lineCodes[0];
    const slug = stationSlug(first, row.name);
    const station = bySlug.get(slug) ?? {
      slug,
      label: stationLabel(LINES[first].mode, row.name),
      name: row.name,
      mode: LINES[first].mode,
      codes: [],
      lines: [],
      rows: [],
      aliases: [],
    };
    station.codes.push(row.code);
    station.rows.push(row);
    for (const line of row.lineCodes) if (!station.lines.includes(line)) station.lines.push(line);
    for (const alias of SPONSOR_NAMES[row.code] ?? []) if (!station.aliases.includes(alias)) station.aliases.push(alias);
    bySlug.set(slug, station);
  }
  return [...bySlug.values()];
}

export const STATIONS: readonly Station[] = groupStations(STATION_ROWS);
const BY_SLUG = new Map(STATIONS.map((s) => [s.slug, s]));
export const stationBySlug = (slug: string) => BY_SLUG.get(slug);

/** A fingerprint of the station file: a listing's stored distances were worked out on this version. */
export const STATIONS_VERSION = (() => {
  let h = 2166136261;
  for (let i = 0; i < stationsCsv.length; i++) h = Math.imul(h ^ stationsCsv.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
})();
