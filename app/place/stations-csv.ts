import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { isLineCode, type LineCode } from "./lines";

/** One row of stations/klang-valley-rail-stations.csv: one official station code. */
export type StationRow = {
  code: string;
  name: string;
  line: string;
  lineCodes: LineCode[];
  lat: number;
  lon: number;
  sources: string;
};

export const STATION_COLUMNS = ["code", "name", "line", "line_code", "lat", "lon", "sources"] as const;

/** Reads the file, refusing a row whose line code, or coordinate, is not one we know how to show. */
export function parseStationsCsv(text: string): StationRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return records.map((r, i) => {
    const lineCodes = (r.line_code ?? "").split(";").map((c) => c.trim());
    const unknown = lineCodes.find((c) => !isLineCode(c));
    if (unknown !== undefined) throw new Error(`Station row ${i + 2} (${r.code}): unknown line code "${unknown}".`);
    const lat = Number(r.lat);
    const lon = Number(r.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`Station row ${i + 2} (${r.code}): no coordinate.`);
    return { code: r.code, name: r.name, line: r.line, lineCodes: lineCodes as LineCode[], lat, lon, sources: r.sources ?? "" };
  });
}

/** Writes the file as the compiler wrote it: coordinates with 6 decimals, LF line ends. */
export function stringifyStationsCsv(rows: StationRow[]): string {
  return stringify(
    rows.map((r) => [r.code, r.name, r.line, r.lineCodes.join(";"), r.lat.toFixed(6), r.lon.toFixed(6), r.sources]),
    { header: true, columns: [...STATION_COLUMNS], record_delimiter: "unix" },
  );
}

/** The file name of the module that carries the CSV's text into the server build and scripts alike. */
export const STATIONS_MODULE = "stations-csv-text.ts";

/**
 * The CSV as a TypeScript module: Vite's `?raw` would bundle it but plain Node
 * (tsx scripts) cannot import it, and reading the file at run time would need
 * it beside build/. `npm run stations` writes both; a test keeps them equal.
 * One JSON string on one line: it is data, and the CSV (the file people read
 * and review) is beside it.
 */
export function stationsModuleSource(csv: string): string {
  return `// Written by npm run stations from klang-valley-rail-stations.csv (tests/unit/place/stations.test.ts keeps them equal).\nexport const STATIONS_CSV = ${JSON.stringify(csv)};\n`;
}
