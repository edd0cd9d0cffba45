import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { getAdminProperty, updateProperty } from "~/properties/repository.server";
import { applyListingsCsv } from "~/properties/transfer/csv-import.server";
import { createTestProperty } from "../../factories";

// Issue 26 item 5: a CSV import updates a listing through the form's own
// update (writeUpdate), so it meets the same version check both ways.

const onPostgres = process.env.TEST_DIALECT === "postgres";

const rename = (displayId: number, title: string) =>
  ["display_id,title,location,listing_type,price_sale", `${displayId},${title},Petaling Jaya,sale,450000`].join("\n");

describe("a CSV import and the version check", () => {
  it("a form opened before an import is refused when saved after it", async () => {
    const listing = await createTestProperty({ title: "Before The Import", price_sale: 500_000 });
    const opened = (await getAdminProperty(getDb(), listing.id))!;

    const applied = await applyListingsCsv(getDb(), rename(listing.display_id, "Renamed By The File"), "admin@example.com");
    expect(applied).toMatchObject({ applied: true, updated: 1 });

    const { images: _images, version, ...fields } = opened;
    const saved = await updateProperty(getDb(), listing.id, version, { ...fields, title: "From The Old Form" }, (now) => now);
    expect(saved.outcome).toBe("stale");
    expect((await getAdminProperty(getDb(), listing.id))!.title).toBe("Renamed By The File");
  });

  // SQLite's transactions take the write lock first (BEGIN IMMEDIATE), so a save
  // cannot fall between the import's read and its write there. PostgreSQL's can:
  it.runIf(onPostgres)("PostgreSQL: a save that lands while the import runs refuses the import, and the save stays", async () => {
    const listing = await createTestProperty({ title: "Edited Meanwhile", price_sale: 500_000 });
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      // Another instance saves the form and has not committed yet: it holds the row.
      await other.query("begin");
      await other.query("update properties set title = 'Saved In The Form', version = version + 1 where id = $1", [listing.id]);

      const importing = applyListingsCsv(
        getDb(),
        `${rename(listing.display_id, "Renamed By The File")}\n,A New One,Cheras,sale,300000`,
        "admin@example.com",
      );
      // The import has read version 1 and now waits for the row.
      for (let waited = 0; ; waited += 20) {
        const { rows } = await other.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        if (waited > 10_000) throw new Error("the import never waited for the row");
        await new Promise((r) => setTimeout(r, 20));
      }
      await other.query("commit");

      const result = await importing;
      expect(result.applied).toBe(false);
      expect(result.report.fileError).toBe(
        `Listing ${listing.display_id} was saved on the site while the file was being imported, so nothing was imported. Check the file again.`,
      );
    } finally {
      await other.end();
    }
    const after = (await getAdminProperty(getDb(), listing.id))!;
    expect(after.title).toBe("Saved In The Form");
    expect(after.version).toBe(2);
    // All or nothing: the file's new listing did not go in either.
    const created = await getDb().selectFrom("properties").select("id").where("title", "=", "A New One").execute();
    expect(created).toEqual([]);
  });
});
