import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { getStorage } from "~/platform/storage/storage.server";
import { keyFromPublicUrl } from "~/platform/storage/keys";
import { parseList } from "~/platform/json-list";
import { importOriginalExport, originalTime, photoFileName } from "~/properties/transfer/original-import.server";
import { closeDb } from "~/platform/db/db.server";

const root = path.resolve(import.meta.dirname, "../../..");
const fixture = path.join(root, "tests/fixtures/original-export");
const exportJson = () => JSON.parse(fs.readFileSync(path.join(fixture, "export.json"), "utf8")) as unknown;
const onSqlite = process.env.TEST_DIALECT !== "postgres";

async function propertyCount() {
  return Number((await getDb().selectFrom("properties").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
}

describe("import of the original product's export", () => {
  it("reads the timestamp forms and photo URLs such exports hold", () => {
    expect(originalTime({ _seconds: 1727654400, _nanoseconds: 5e8 })).toBe("2024-09-30T00:00:00.500Z");
    expect(originalTime(1730000000000)).toBe("2024-10-27T03:33:20.000Z");
    expect(originalTime("2025-03-01T02:00:00.000Z")).toBe("2025-03-01T02:00:00.000Z");
    expect(
      photoFileName("https://firebasestorage.googleapis.com/v0/b/x.appspot.com/o/property_images%2F1727654400000_front.jpg?alt=media&token=t"),
    ).toBe("1727654400000_front.jpg");
  });

  it("a dry run reports and changes nothing", async () => {
    const report = await importOriginalExport(getDb(), exportJson(), { photosDir: path.join(fixture, "photos"), dryRun: true });
    expect(report).toMatchObject({ properties: 3, applied: false, errors: [] });
    expect(report.photos.missing.map((m) => m.url)).toEqual([expect.stringContaining("1709258400000_studio.jpg")]);
    expect(await propertyCount()).toBe(0);
  });

  it("imports listings, names and photos from the folder, and names each missing photo", async () => {
    const report = await importOriginalExport(getDb(), exportJson(), { photosDir: path.join(fixture, "photos") });
    expect(report.applied).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report.photos.imported).toBe(2);
    expect(report.photos.missing).toEqual([
      {
        listing: "#102 Fully Furnished Studio at Arte Mont Kiara",
        url: expect.stringContaining("property_images%2F1709258400000_studio.jpg"),
        why: "no file named 1709258400000_studio.jpg in the folder",
      },
    ]);

    const rows = await getDb().selectFrom("properties").selectAll().orderBy("display_id").execute();
    expect(rows.map((r) => [r.id, Number(r.display_id), r.slug, r.status, r.location, r.project_name])).toEqual([
      ["Qx7f2LkP9aBcD3eF4gH5", 101, "freehold-corner-terrace-in-taman-tun-dr-ismail", "Available", "TTDI", "Taman Tun Dr Ismail"],
      ["Rm2nB8vC1xZ0yW9uT7sQ", 102, "fully-furnished-studio-at-arte-mont-kiara", "Rented", "Mont Kiara", "Arte Mont Kiara"],
      ["Sp4kL6jH3gF2dS1aQ0wE", 103, "shop-lot-for-sale-or-rent-bangsar", "Available", "Bangsar", ""],
    ]);
    const [terrace, studio, shop] = rows;
    expect(terrace).toMatchObject({ owner_name: "Tan Ah Kow", owner_contact: "+60 12-345 6789", created_at: "2024-09-30T00:00:00.000Z", is_featured: 1 });
    expect(Number(terrace!.price_sale)).toBe(2380000);
    expect(terrace!.price_rent).toBeNull();
    expect(studio).toMatchObject({ date_status: "2025-03-01T02:00:00.000Z", status_since: "2025-03-01T02:00:00.000Z", images: "[]" });
    expect(parseList(shop!.listing_type)).toEqual(["sale", "rent"]);
    expect(shop!.bedrooms).toBeNull();
    expect(shop!.carparks).toBeNull(); // zero is saved as null, as the form does

    // Photos went through the pipeline: our own URLs, files (and masters) in storage.
    const photos = parseList(terrace!.images);
    expect(photos).toHaveLength(2);
    for (const url of photos) {
      expect(url).toMatch(/^\/images\/property_images\/\d+_[0-9a-f]+\.jpg$/);
      expect(await getStorage().exists(keyFromPublicUrl(url)!)).toBe(true);
    }

    const names = async (t: "locations" | "project_names") => (await getDb().selectFrom(t).select("name").orderBy("name").execute()).map((r) => r.name);
    expect(await names("locations")).toEqual(["Bangsar", "Mont Kiara", "Petaling Jaya", "TTDI"]);
    expect(await names("project_names")).toEqual(["Arte Mont Kiara", "Taman Tun Dr Ismail"]);

    const log = await getDb().selectFrom("owner_data_log").select(["display_id", "action", "fields"]).orderBy("display_id").execute();
    expect(log.map((r) => [Number(r.display_id), r.action, r.fields])).toEqual([
      [101, "import", "owner_name,owner_contact,remarks_hidden"],
      [102, "import", "owner_name,owner_contact"],
    ]);

    // The same export again is refused whole: nothing is doubled.
    const again = await importOriginalExport(getDb(), exportJson(), {});
    expect(again.applied).toBe(false);
    expect(again.errors[0]!.messages).toContain("display_id 101 is already on this site.");
    expect(await propertyCount()).toBe(3);
  });

  it.skipIf(!onSqlite)("npm run import-original refuses an invalid export and lists why", async () => {
    await closeDb();
    const bad = path.join(process.env.DATA_DIR!, "..", `bad-export-${process.pid}.json`);
    fs.writeFileSync(bad, JSON.stringify({ properties: [{ title: "", display_id: 500, listing_type: ["sale"] }] }));
    const out = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/data.ts", "import-original", "--file", bad], {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: process.env.DATA_DIR!, LOG_LEVEL: "silent", SEED_DEMO: "0" },
      });
      let stdout = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.on("exit", (code) => resolve({ code, stdout }));
    });
    fs.rmSync(bad, { force: true });
    expect(out.code).toBe(1);
    expect(out.stdout).toContain("Error: #500: Title, Location, and Listing Type are required.");
    expect(out.stdout).toContain("Nothing imported: 1 listings have errors");
  });
});
