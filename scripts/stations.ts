import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { refreshFromGtfs } from "../app/place/gtfs.server";
import { STATIONS_MODULE, stationsModuleSource } from "../app/place/stations-csv";

/**
 * npm run stations -- --gtfs FILE.zip [--csv PATH]
 * Moves the shipped stations (app/place/stations/) to the coordinates of an
 * official GTFS zip and says what changed. Rebuild and restart afterwards: on
 * start every listing's nearest stations are worked out again on the new file.
 */
const { values } = parseArgs({
  options: {
    gtfs: { type: "string" },
    csv: { type: "string", default: path.join("app", "place", "stations", "klang-valley-rail-stations.csv") },
  },
});
if (!values.gtfs) {
  console.error("Usage: npm run stations -- --gtfs FILE.zip   (a GTFS zip from data.gov.my, e.g. api.data.gov.my/gtfs-static/prasarana?category=rapid-rail-kl)");
  process.exit(2);
}
try {
  const result = refreshFromGtfs(fs.readFileSync(values.csv!, "utf8"), fs.readFileSync(values.gtfs));
  fs.writeFileSync(values.csv!, result.csv);
  fs.writeFileSync(path.join(path.dirname(values.csv!), STATIONS_MODULE), stationsModuleSource(result.csv));
  console.log(`Stations: ${result.moved.length} moved, ${result.unchanged} unchanged, ${result.unknownStops.length} stops of the feed not in the file.`);
  for (const m of result.moved) console.log(`  moved ${m.code} by ${m.metres} m`);
  for (const m of result.farMoves) console.log(`  check on a map: ${m.code} moved ${m.metres} m (more than 150 m)`);
  for (const s of result.unknownStops) console.log(`  not in the file (add by hand with its line): ${s}`);
} catch (error) {
  console.error(`Stations not refreshed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
