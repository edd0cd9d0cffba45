import { unzipSync, strFromU8 } from "fflate";
import { parse } from "csv-parse/sync";
import { haversineMetres } from "./geo";
import { parseStationsCsv, stringifyStationsCsv } from "./stations-csv";

/**
 * Refreshes the station file's coordinates from an operator's GTFS zip
 * (data.gov.my's Prasarana or KTMB feed): a stop whose stop_code or stop_id is a
 * row's station code moves that row to the feed's point. Names, lines and
 * sources stay as compiled (the feeds carry sponsor names and abbreviations);
 * stops the file does not know are reported, not added, since a new station
 * needs its line and colour checked by a person.
 */
export type GtfsRefresh = {
  csv: string;
  moved: { code: string; metres: number }[];
  unchanged: number;
  unknownStops: string[];
  farMoves: { code: string; metres: number }[];
};

/** A move this large is more likely a feed defect (Seri Setia, stations/README.md) than a new platform. */
export const FAR_MOVE_METRES = 150;

/** BRT Sunway's stop ids are BRT1–BRT7; its signed codes are SB1–SB7. */
const toCode = (id: string) => id.trim().toUpperCase().replace(/^BRT(\d+)$/, "SB$1");

export function refreshFromGtfs(csvText: string, zip: Uint8Array): GtfsRefresh {
  const files = unzipSync(zip, { filter: (f) => f.name.replace(/^.*\//, "") === "stops.txt" });
  const stopsFile = Object.values(files)[0];
  if (!stopsFile) throw new Error("The zip has no stops.txt: is it a GTFS feed?");
  const stops = parse(strFromU8(stopsFile).replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const rows = parseStationsCsv(csvText);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const result: GtfsRefresh = { csv: "", moved: [], unchanged: 0, unknownStops: [], farMoves: [] };
  for (const stop of stops) {
    const row = byCode.get(toCode(stop.stop_code ?? "")) ?? byCode.get(toCode(stop.stop_id ?? ""));
    if (!row) {
      result.unknownStops.push(`${stop.stop_id} ${stop.stop_name ?? ""}`.trim());
      continue;
    }
    const lat = Number(stop.stop_lat);
    const lon = Number(stop.stop_lon);
    if (!(lat > 0.5 && lat < 7.5 && lon > 99 && lon < 120)) {
      throw new Error(`Stop ${stop.stop_id} has no coordinate in Malaysia (${stop.stop_lat}, ${stop.stop_lon}).`);
    }
    const metres = Math.round(haversineMetres(row, { lat, lon }));
    if (row.lat.toFixed(6) === lat.toFixed(6) && row.lon.toFixed(6) === lon.toFixed(6)) {
      result.unchanged++;
      continue;
    }
    row.lat = lat;
    row.lon = lon;
    result.moved.push({ code: row.code, metres });
    if (metres > FAR_MOVE_METRES) result.farMoves.push({ code: row.code, metres });
  }
  result.csv = stringifyStationsCsv(rows);
  return result;
}
