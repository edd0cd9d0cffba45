import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const SHIPPED = "app/place/stations/klang-valley-rail-stations.csv";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gtfs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small GTFS feed as data.gov.my serves it: a zip whose stops.txt has the feed's own ids and names. */
function fixtureZip(name: string, files: Record<string, string>) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zipSync(Object.fromEntries(Object.entries(files).map(([n, text]) => [n, strToU8(text)]))));
  return file;
}
const stations = (csvPath: string) => fs.readFileSync(csvPath, "utf8").trim().split("\n");
const row = (csvPath: string, code: string) => stations(csvPath).find((l) => l.startsWith(`${code},`));

async function refresh(zip: string) {
  const csv = path.join(fs.mkdtempSync(path.join(dir, "out-")), "stations.csv");
  fs.copyFileSync(SHIPPED, csv);
  try {
    const { stdout } = await run("npx", ["tsx", "scripts/stations.ts", "--gtfs", zip, "--csv", csv]);
    return { code: 0, out: stdout, csv };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr, csv };
  }
}

describe("npm run stations -- --gtfs FILE.zip", () => {
  it("moves a station to the feed's point, maps BRTn to SBn, keeps names and reports unknown stops", async () => {
    const zip = fixtureZip("rapid-rail-kl.zip", {
      "agency.txt": "agency_id,agency_name\nrapidkl,Prasarana\n",
      "stops.txt": [
        "\uFEFFstop_id,stop_name,stop_lat,stop_lon",
        // Semantan 100 m further north than in the file; the feed's name is kept out.
        "KG14,SEMANTAN (FEED NAME),3.151876,101.665497",
        // BRT Sunway-Setia Jaya at its shipped point: unchanged.
        "BRT1,SUNWAY-SETIA JAYA,3.0828,101.6123",
        // A stop the file does not have yet.
        "KG99,FUTURE STATION,3.2,101.7",
      ].join("\n"),
    });
    const result = await refresh(zip);
    expect(result.out).toContain("Stations: 1 moved, 1 unchanged, 1 stops of the feed not in the file.");
    expect(result.out).toContain("moved KG14 by 100 m");
    expect(result.out).toContain("KG99 FUTURE STATION");
    expect(result.code).toBe(0);
    expect(row(result.csv, "KG14")).toBe("KG14,Semantan,MRT Kajang Line,KG,3.151876,101.665497,gtfs-rrkl;wp-list");
    expect(row(result.csv, "SB1")).toBe(row(SHIPPED, "SB1"));
    // Every other line of the file is as shipped.
    const before = stations(SHIPPED);
    const after = stations(result.csv);
    expect(after.filter((line, i) => line !== before[i])).toEqual([row(result.csv, "KG14")]);
    // The module the server build carries is written beside it, with the same text.
    const { STATIONS_CSV } = (await import(path.join(path.dirname(result.csv), "stations-csv-text.ts"))) as { STATIONS_CSV: string };
    expect(STATIONS_CSV).toBe(fs.readFileSync(result.csv, "utf8"));
  });

  it("refuses a zip without stops.txt and leaves the file alone", async () => {
    const result = await refresh(fixtureZip("not-gtfs.zip", { "readme.txt": "hello" }));
    expect(result.code).toBe(1);
    expect(result.out).toContain("Stations not refreshed: The zip has no stops.txt: is it a GTFS feed?");
    expect(fs.readFileSync(result.csv, "utf8")).toBe(fs.readFileSync(SHIPPED, "utf8"));
  });
});
