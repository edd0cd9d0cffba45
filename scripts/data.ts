/**
 * npm run export-csv [-- --out FILE]                 every listing as CSV (stdout without --out)
 * npm run erase-owner-data [-- --months N]           PDPA: erase owner data of listings Sold/Rented > N months
 * npm run import-original -- --file export.json [--photos DIR] [--dry-run]
 *                                                    the original product's export into this site
 */
import fsp from "node:fs/promises";
import { getDb } from "../app/platform/db/db.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { getEnv } from "../app/platform/config.server";
import { exportListingsCsv } from "../app/properties/transfer/csv-export.server";
import { eraseOwnerData } from "../app/properties/owner-data/erase.server";
import { importOriginalExport } from "../app/properties/transfer/original-import.server";
import { runCli } from "./run-cli";

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main([command, ...argv]: string[]): Promise<number> {
  const env = getEnv();
  await migrateToLatest(getDb());
  if (command === "export-csv") {
    const csv = await exportListingsCsv(getDb());
    const out = option(argv, "--out");
    if (out) {
      await fsp.writeFile(out, csv);
      console.error(`Wrote ${out}`);
    } else process.stdout.write(csv);
    return 0;
  }
  if (command === "erase-owner-data") {
    const raw = option(argv, "--months");
    const months = raw === undefined ? env.OWNER_DATA_RETENTION_MONTHS : Number(raw);
    if (!Number.isInteger(months) || months < 1) {
      console.error("--months must be a whole number of at least 1");
      return 2;
    }
    const erased = await eraseOwnerData(getDb(), { months });
    console.log(
      erased.length
        ? `Erased owner data of ${erased.length} listings Sold or Rented for more than ${months} months: ${erased.map((d) => `#${d}`).join(", ")}`
        : `No listing Sold or Rented for more than ${months} months still holds owner data.`,
    );
    return 0;
  }
  if (command === "import-original") {
    const file = option(argv, "--file");
    if (!file) {
      console.error("Usage: npm run import-original -- --file export.json [--photos DIR] [--dry-run]");
      return 2;
    }
    let json: unknown;
    try {
      json = JSON.parse(await fsp.readFile(file, "utf8"));
    } catch (e) {
      console.error(`Could not read ${file} as JSON: ${(e as Error).message}`);
      return 1;
    }
    const dryRun = argv.includes("--dry-run");
    const report = await importOriginalExport(getDb(), json, { photosDir: option(argv, "--photos"), dryRun });
    for (const e of report.errors) console.log(`Error: ${e.listing}: ${e.messages.join(" ")}`);
    for (const m of report.photos.missing) console.log(`Photo missing: ${m.listing}: ${m.url} (${m.why})`);
    const summary = `${report.properties} listings, ${report.locations.length} locations, ${report.project_names.length} project names, ${report.photos.imported} photos`;
    if (report.errors.length) {
      console.log(`Nothing imported: ${report.errors.length} listings have errors (fix the export and run again).`);
      return 1;
    }
    console.log(dryRun ? `Dry run, nothing changed: would import ${summary}.` : `Imported ${summary}; ${report.photos.missing.length} photos missing.`);
    return 0;
  }
  console.error("Usage: npm run export-csv | erase-owner-data | import-original (see the README)");
  return 2;
}

runCli(main);
