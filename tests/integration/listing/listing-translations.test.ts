import { parse } from "csv-parse/sync";
import { Migrator } from "kysely/migration";
import { beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../../db/migrations";
import { getDb } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { getPublicListing } from "~/properties/detail.server";
import { exportListingsCsv } from "~/properties/transfer/csv-export.server";
import { applyListingsCsv } from "~/properties/transfer/csv-import.server";
import * as newProperty from "~/routes/admin/property-new";
import { loader as listingLoader } from "~/routes/listing";
import { createTestProperty } from "../../factories";
import { adminCookie, args, post } from "../admin-helpers";

// Issue 15: a listing's own Malay and Chinese title and description (migration 0680).

type LoaderArgs = Parameters<typeof listingLoader>[0];
const page = (path: string, id: string) =>
  ({ params: { id }, request: new Request(`https://listings.example.my${path}`), context: {} }) as unknown as LoaderArgs;

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

describe("a listing's own Malay and Chinese text", () => {
  it("the migration adds four empty text columns, keeps existing listings, and undoes cleanly", async () => {
    const before = await createTestProperty({ title: "Before Translations" });
    const migrator = new Migrator({ db: getDb(), provider: { getMigrations: async () => migrations } });
    // Back to the migration before 0680 (later ones, if any, come down first).
    const down = await migrator.migrateTo("20261124_0670_content_version_notify");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain("20261124_0680_listing_translations");
    const columns = async () =>
      (await getDb().introspection.getTables()).find((t) => t.name === "properties")!.columns.map((c) => c.name);
    expect(await columns()).not.toContain("title_ms");
    expect(await migrateToLatest(getDb())).toContain("20261124_0680_listing_translations");
    expect(await columns()).toEqual(expect.arrayContaining(["title_ms", "title_zh", "description_ms", "description_zh"]));
    const row = await getDb()
      .selectFrom("properties")
      .select(["title", "title_ms", "title_zh", "description_ms", "description_zh"])
      .where("id", "=", before.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "Before Translations", title_ms: "", title_zh: "", description_ms: "", description_zh: "" });
  });

  it("the admin form saves them, sanitising the descriptions like the main one", async () => {
    const response = await newProperty.action(
      args(
        post(
          "/admin/properties/new",
          {
            intent: "save",
            title: "Saved In Three",
            location: "Cheras",
            listing_type: "sale",
            title_ms: "Disimpan Dalam Tiga",
            description_ms: '<p>Dekat <a href="javascript:alert(1)">LRT</a></p><script>alert(1)</script>',
            description_zh: "<p>近<b>地铁</b></p><img src=x onerror=alert(1)>",
          },
          cookie,
        ),
      ),
    );
    expect((response as Response).status).toBe(302);
    const row = await getDb()
      .selectFrom("properties")
      .select(["id", "title_ms", "title_zh", "description_ms", "description_zh"])
      .where("title", "=", "Saved In Three")
      .executeTakeFirstOrThrow();
    expect(row.title_ms).toBe("Disimpan Dalam Tiga");
    expect(row.title_zh).toBe("");
    expect(row.description_ms).not.toMatch(/script|javascript/);
    expect(row.description_ms).toContain("Dekat");
    expect(row.description_zh).toBe("<p>近<b>地铁</b></p>");
  });

  it("the Malay page shows its own title and description; the Chinese page without them the English ones, marked lang=en", async () => {
    const p = await createTestProperty({
      title: "Three Tongues Condo",
      description: "<p>Near the MRT.</p>",
      title_ms: "Kondo Tiga Bahasa",
      description_ms: "<p>Dekat MRT.</p>",
    });
    const ms = await listingLoader(page(`/ms/listing/${p.slug}`, p.slug));
    expect(ms.descriptionHtml).toBe("<p>Dekat MRT.</p>");
    expect(ms.descriptionLang).toBeUndefined();
    expect(ms.summary).toBe("Dekat MRT.");
    const zh = await listingLoader(page(`/zh/listing/${p.slug}`, p.slug));
    expect(zh.descriptionHtml).toBe("<p>Near the MRT.</p>");
    expect(zh.descriptionLang).toBe("en");
    const en = await listingLoader(page(`/listing/${p.slug}`, p.slug));
    expect(en.descriptionHtml).toBe("<p>Near the MRT.</p>");
    expect(en.descriptionLang).toBeUndefined();
    // The raw descriptions never reach the page's data.
    expect(Object.keys(ms.property)).not.toContain("description_ms");
    expect((await getPublicListing(p.id))!.title_ms).toBe("Kondo Tiga Bahasa");
  });

  it("the CSV export carries them and an import brings them back", async () => {
    const p = await createTestProperty({ title: "CSV Bahasa", title_zh: "中文标题", description_zh: "<p>描述</p>" });
    const csv = await exportListingsCsv(getDb());
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    for (const column of ["title_ms", "title_zh", "description_ms", "description_zh"]) expect(header).toContain(column);
    const row = rows.find((r) => r[header.indexOf("title")] === "CSV Bahasa")!;
    expect(row[header.indexOf("title_zh")]).toBe("中文标题");
    await getDb().updateTable("properties").set({ title_zh: "", description_zh: "" }).where("id", "=", p.id).execute();
    const result = await applyListingsCsv(getDb(), csv, "admin@example.com");
    expect(result.applied).toBe(true);
    const back = await getDb().selectFrom("properties").select(["title_zh", "description_zh"]).where("id", "=", p.id).executeTakeFirstOrThrow();
    expect(back).toEqual({ title_zh: "中文标题", description_zh: "<p>描述</p>" });
  });
});
