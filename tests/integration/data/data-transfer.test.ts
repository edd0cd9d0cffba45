import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { FIELD_NAMES, FIELDS } from "~/properties/model/fields";
import { toAdminProperty } from "~/properties/model/table";
import { REQUIRED_MESSAGE } from "~/properties/model/form";
import { exportListingsCsv } from "~/properties/transfer/csv-export.server";
import { applyListingsCsv, checkListingsCsv } from "~/properties/transfer/csv-import.server";
import { eraseOwnerData, monthsBefore } from "~/properties/owner-data/erase.server";
import * as dataPage from "~/routes/admin/data";
import * as dataExport from "~/routes/admin/data-export";
import * as editProperty from "~/routes/admin/property-edit";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, settle, storedPhoto, unwrap } from "../admin-helpers";

const db = () => getDb();

async function listings() {
  const rows = await db().selectFrom("properties").selectAll().orderBy("display_id").execute();
  return rows.map((r) => {
    const p = toAdminProperty(r) as unknown as Record<string, unknown>;
    return Object.fromEntries(["display_id", "slug", "created_at", "date_status", ...FIELD_NAMES].map((n) => [n, p[n]]));
  });
}

async function counts() {
  const n = async (t: "properties" | "locations" | "project_names" | "owner_data_log") =>
    Number((await db().selectFrom(t).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { properties: await n("properties"), locations: await n("locations"), project_names: await n("project_names"), log: await n("owner_data_log") };
}

async function emptySite() {
  await db().deleteFrom("properties").execute();
  await db().deleteFrom("locations").execute();
  await db().deleteFrom("project_names").execute();
  await db().deleteFrom("owner_data_log").execute();
}

function multipart(fields: Record<string, string | File>, cookie: string): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request("https://listings.example.my/admin/data", { method: "POST", body: form, headers: { Cookie: cookie } });
}

describe("listings CSV", () => {
  it("round trip: export, import into an empty site, the same listings field by field", async () => {
    await emptySite();
    const photo = await storedPhoto("roundtrip");
    await createTestProperty({
      title: "=HYPERLINK(\"http://evil\") Condo",
      owner_name: "Tan Ah Kow",
      owner_contact: "+60 12-345 6789",
      remarks_hidden: "Keys with guard,\nsecond line",
      authorised_until: "2027-01-31",
      listing_type: ["sale", "rent"],
      price_rent: 2500,
      facilities: ["Swimming Pool", "Gym"],
      nearby: "5 min walk to MRT\nNear Publika",
      tenure: "Leasehold",
      lease_expiry_year: 2099,
      available_from: "2026-12-01",
      video_url: "https://www.youtube.com/watch?v=abc",
      is_featured: true,
      images: [photo],
      description: "<p>Ünïcode 公寓 <strong>bold</strong></p>",
      project_name: "Arte Mont Kiara",
      location: "Mont Kiara",
    });
    await createTestProperty({ title: "@Plain Terrace", status: "Sold", property_type: "Terrace House", location: "Bangsar" });
    const before = await listings();
    const csv = await exportListingsCsv(db());

    // Private columns are marked; a formula is neutralised; photos are absolute.
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toContain("owner_name [private]");
    expect(header).toContain("remarks_hidden [private]");
    expect(header).toContain("title");
    expect(rows[0]![header!.indexOf("title")]).toBe("'=HYPERLINK(\"http://evil\") Condo");
    expect(rows[0]![header!.indexOf("owner_contact [private]")]).toBe("'+60 12-345 6789");
    expect(rows[0]![header!.indexOf("images")]).toBe(`https://listings.example.my${photo}`);

    await emptySite();
    const check = await checkListingsCsv(db(), csv);
    expect(check.errors).toEqual([]);
    expect(check.rows.map((r) => r.action)).toEqual(["create", "create"]);
    expect(check.droppedPhotos).toEqual([]);
    expect(check.newNames.locations.sort()).toEqual(["Bangsar", "Mont Kiara"]);
    const result = await applyListingsCsv(db(), csv, "admin@example.com");
    expect(result.applied).toBe(true);
    expect(await listings()).toEqual(before);

    // The owner data that came in is in the log, without its values.
    const log = await db().selectFrom("owner_data_log").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor: "admin@example.com", action: "import", fields: "owner_name,owner_contact,remarks_hidden" });
    expect(JSON.stringify(log)).not.toContain("Tan Ah Kow");

    // The same file again updates nothing but says so (matched by display id).
    const again = await checkListingsCsv(db(), csv);
    expect(again.rows.map((r) => [r.action, r.changes])).toEqual([["update", []], ["update", []]]);
  });

  it("a dry run changes nothing; a bad row is reported with its line and refuses the whole import", async () => {
    await emptySite();
    const existing = await createTestProperty({ title: "Existing", price_sale: 500_000 });
    const csv = [
      "display_id,title,location,listing_type,price_sale,bedrooms,images",
      `${existing.display_id},Existing renamed,Petaling Jaya,sale,450000,3,`,
      ",New one,Cheras,rent,,2,https://elsewhere.example.com/a.jpg",
      ",\"Multi",
      "line title\",,sale,,two,",
      ",No Location,,sale,,,",
    ].join("\n");
    const before = await counts();
    const snapshot = await listings();

    const report = await checkListingsCsv(db(), csv);
    expect(await counts()).toEqual(before);
    expect(await listings()).toEqual(snapshot);
    expect(report.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "update"],
      [3, "create"],
    ]);
    expect(report.rows[0]!.changes).toEqual(["title", "price_sale"]);
    // The admin form's own rules and messages, each row with the line it starts on.
    expect(report.errors).toEqual([
      { line: 4, messages: ["Bedrooms must be a whole number."] },
      { line: 6, messages: [REQUIRED_MESSAGE] },
    ]);
    expect(report.droppedPhotos).toEqual([{ line: 3, url: "https://elsewhere.example.com/a.jpg" }]);
    expect(report.newNames.locations).toEqual(["Cheras"]);

    const refused = await applyListingsCsv(db(), csv, "admin@example.com");
    expect(refused.applied).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await listings()).toEqual(snapshot);

    // Fixed: both rows go in, in one go.
    const fixed = csv.split("\n").slice(0, 3).join("\n");
    const applied = await applyListingsCsv(db(), fixed, "admin@example.com");
    expect(applied).toMatchObject({ applied: true, created: 1, updated: 1 });
    const titles = (await listings()).map((l) => [l.title, l.price_sale, l.images]);
    expect(titles).toEqual([
      ["Existing renamed", 450000, []],
      ["New one", null, []],
    ]);
  });

  it("says what is wrong with a file that is not a listings CSV", async () => {
    expect((await checkListingsCsv(db(), "")).fileError).toBe("The file is empty.");
    expect((await checkListingsCsv(db(), "a,b\n1,2\n")).fileError).toMatch(/no column this site knows/);
    expect((await checkListingsCsv(db(), 'title,location\n"unclosed,x\n')).fileError).toMatch(/could not be read as CSV/);
  });

  it("the admin downloads the CSV, checks a file and imports it through the Data page", async () => {
    await emptySite();
    await createTestProperty({ title: "Via The Page", owner_name: "Someone" });
    const cookie = await adminCookie();
    const response = (await dataExport.loader(args(get("/admin/data/listings.csv", cookie)))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await response.text();
    expect(csv).toContain("Via The Page");

    const anonymous = (await settle(() => dataExport.loader(args(get("/admin/data/listings.csv"))))) as Response;
    expect(anonymous.status).toBe(302);

    await emptySite();
    const file = new File([csv], "listings.csv", { type: "text/csv" });
    const checked = unwrap<{ step: string; checked: string }>(await dataPage.action(args(multipart({ intent: "check", file }, cookie))));
    expect(checked.data.step).toBe("checked");
    expect((await counts()).properties).toBe(0);
    // The page carries the kept file's id, not the file (decision 048).
    expect(checked.data.checked).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await db().selectFrom("checked_imports").select("file_name").execute()).toEqual([{ file_name: "listings.csv" }]);
    const importIt = async () =>
      unwrap<{ step: string; created?: number; error?: string }>(await dataPage.action(args(multipart({ intent: "apply", checked: checked.data.checked }, cookie))));
    const applied = await importIt();
    expect(applied.data).toMatchObject({ step: "applied", created: 1 });
    expect((await listings()).map((l) => l.title)).toEqual(["Via The Page"]);
    expect(await db().selectFrom("checked_imports").select("id").execute()).toEqual([]);
    // Import pressed again (a second tab, the back button): refused, nothing written twice.
    const again = await importIt();
    expect(again.status).toBe(409);
    expect(again.data.error).toBe("This file was already imported, or checked again since, or more than a day ago: choose it and check it again.");
    expect((await listings()).map((l) => l.title)).toEqual(["Via The Page"]);
  });
});

describe("owner data (PDPA)", () => {
  it("an admin edit of the owner name writes a log row the Data page shows, without the value", async () => {
    await emptySite();
    const created = await createTestProperty({ title: "Edited Owner", owner_name: "Old Name" });
    const cookie = await adminCookie();
    const row = await db().selectFrom("properties").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    const p = toAdminProperty(row) as unknown as Record<string, unknown>;
    const form = new URLSearchParams();
    for (const name of FIELD_NAMES) {
      const v = p[name];
      if (Array.isArray(v)) v.forEach((x) => form.append(name, String(x)));
      else if (FIELDS[name].kind === "flag") {
        if (v) form.append(name, "on");
      } else form.append(name, v === null ? "" : String(v));
    }
    form.set("owner_name", "New Name");
    form.set("version", String(p.version));
    const request = new Request(`https://listings.example.my/admin/properties/${created.id}/edit`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    const result = (await settle(() => editProperty.action(args(request, { id: created.id })))) as Response;
    expect(result.status).toBe(302);

    const page = unwrap<Awaited<ReturnType<typeof dataPage.loader>>>(await dataPage.loader(args(get("/admin/data", cookie))));
    const [latest] = page.data.log.entries;
    expect(latest).toMatchObject({ action: "edit", display_id: created.display_id, fields: ["Owner Name"] });
    expect(latest!.actor).toMatch(/^admin\d+-\d+@example\.com$/);
    expect(JSON.stringify(page.data.log)).not.toContain("New Name");
  });

  it("erases owner data only of listings Sold or Rented for more than N months, and logs each", async () => {
    await emptySite();
    const now = new Date("2026-11-24T00:00:00.000Z");
    const owner = { owner_name: "Owner", owner_contact: "012-3456789", remarks_hidden: "Call after 6" };
    const oldSold = await createTestProperty({ title: "Old Sold", status: "Sold", ...owner });
    const oldRented = await createTestProperty({ title: "Old Rented", status: "Rented", owner_contact: "only contact" });
    const recentSold = await createTestProperty({ title: "Recent Sold", status: "Sold", ...owner });
    const oldAvailable = await createTestProperty({ title: "Old Available", status: "Available", ...owner });
    const setSince = (id: string, iso: string) => db().updateTable("properties").set({ status_since: iso }).where("id", "=", id).execute();
    await setSince(oldSold.id, monthsBefore(now, 13));
    await setSince(oldRented.id, monthsBefore(now, 25));
    await setSince(recentSold.id, monthsBefore(now, 11));
    await setSince(oldAvailable.id, monthsBefore(now, 30));
    await db().deleteFrom("owner_data_log").execute();

    const erased = await eraseOwnerData(db(), { months: 12, now });
    expect(erased.sort()).toEqual([oldSold.display_id, oldRented.display_id].sort());
    const owners = await db()
      .selectFrom("properties")
      .select(["title", "owner_name", "owner_contact", "remarks_hidden"])
      .orderBy("display_id")
      .execute();
    expect(owners).toEqual([
      { title: "Old Sold", owner_name: "", owner_contact: "", remarks_hidden: "" },
      { title: "Old Rented", owner_name: "", owner_contact: "", remarks_hidden: "" },
      { title: "Recent Sold", ...owner },
      { title: "Old Available", ...owner },
    ]);
    const log = await db().selectFrom("owner_data_log").select(["actor", "action", "display_id", "fields"]).orderBy("display_id").execute();
    expect(log.map((r) => ({ ...r, display_id: Number(r.display_id) }))).toEqual([
      { actor: "system", action: "erase", display_id: oldSold.display_id, fields: "owner_name,owner_contact,remarks_hidden" },
      { actor: "system", action: "erase", display_id: oldRented.display_id, fields: "owner_contact" },
    ]);
    // Run again: nothing left to erase, nothing logged twice.
    expect(await eraseOwnerData(db(), { months: 12, now })).toEqual([]);
    expect((await counts()).log).toBe(2);
  });

  it("a status change sets status_since; saving without changing it keeps it", async () => {
    await emptySite();
    const p = await createTestProperty({ title: "Status Clock" });
    await db().updateTable("properties").set({ status_since: "2020-01-01T00:00:00.000Z" }).where("id", "=", p.id).execute();
    const { updateListingFlags } = await import("~/properties/repository.server");
    await updateListingFlags(db(), [p.id], { status: "Available" });
    const since = () => db().selectFrom("properties").select("status_since").where("id", "=", p.id).executeTakeFirstOrThrow();
    expect((await since()).status_since).toBe("2020-01-01T00:00:00.000Z");
    await updateListingFlags(db(), [p.id], { status: "Sold" });
    expect((await since()).status_since > "2026-01-01").toBe(true);
  });
});
