import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import * as properties from "~/routes/admin/properties";
import * as editProperty from "~/routes/admin/property-edit";
import { createTestProperty } from "../../factories";
import { adminCookie, args, post, unwrap, photoFilesExist, storedPhoto } from "../admin-helpers";

/** Issue 17: status and Featured from the Property Manager in one tap, and several listings at once. */

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

const row = (id: string) => getDb().selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();
const contentVersion = async () =>
  Number((await getDb().selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);

async function listAction(fields: Array<[string, string]>) {
  return unwrap<{ toast: { kind: string; message: string } }>(await properties.action(args(post("/admin/properties", fields, cookie))));
}


describe("a quick status change", () => {
  it("writes only the status, so an edit saved meanwhile keeps its fields, and a form opened before it is refused as stale", async () => {
    const created = await createTestProperty({ title: "Quick Villa", price_sale: 800_000 }, { now: "2026-01-01T00:00:00.000Z" });
    // Someone saves the full form (version 1 → 2) after the list was loaded.
    const edit = (version: string, status: string) =>
      editProperty.action(
        args(
          post(
            `/admin/properties/${created.id}/edit`,
            [["intent", "save"], ["version", version], ["title", "Quick Villa Renamed"], ["location", "Ampang"],
              ["listing_type", "sale"], ["price_sale", "750000"], ["status", status]],
            cookie,
          ),
          { id: created.id },
        ),
      );
    expect(((await edit("1", "Available")) as Response).status).toBe(302);
    const before = await contentVersion();

    const result = await listAction([["intent", "status"], ["id", created.id], ["status", "Sold"]]);
    expect(result).toMatchObject({ status: 200, data: { toast: { kind: "success", message: "Status changed to Sold." } } });
    const saved = (await row(created.id))!;
    expect(saved).toMatchObject({ title: "Quick Villa Renamed", location: "Ampang", price_sale: 750000, status: "Sold", version: 3 });
    expect(saved.date_status > "2026-01-01T00:00:00.000Z").toBe(true);
    expect(await contentVersion()).toBeGreaterThan(before);

    // A form opened at version 2 (before the quick change) would put "Available" back: refused.
    const stale = unwrap<{ toast: { message: string } }>(await edit("2", "Available"));
    expect(stale.status).toBe(409);
    expect((await row(created.id))!.status).toBe("Sold");
  });

  it("changes several selected listings together and leaves the others alone", async () => {
    const picked = await Promise.all([1, 2, 3].map((i) => createTestProperty({ title: `Bulk Rent ${i}` })));
    const other = await createTestProperty({ title: "Not Picked" });
    const result = await listAction([["intent", "status"], ...picked.map((p): [string, string] => ["id", p.id]), ["status", "Rented"]]);
    expect(result.data.toast.message).toBe("Status of 3 properties changed to Rented.");
    for (const p of picked) expect((await row(p.id))!.status).toBe("Rented");
    expect((await row(other.id))!).toMatchObject({ status: "Available", version: 1 });
  });

  it("refuses an unknown status, no listing, a listing that is gone, and any other intent, writing nothing", async () => {
    const created = await createTestProperty({ title: "Refusals" });
    const cases: Array<[Array<[string, string]>, number, string]> = [
      [[["intent", "status"], ["id", created.id], ["status", "Demolished"]], 400, "Choose one of the listed statuses."],
      [[["intent", "status"], ["status", "Sold"]], 400, "Select at least one property (at most one page of them)."],
      [[["intent", "status"], ["id", "no-such-id"], ["status", "Sold"]], 404, "This property no longer exists."],
      [[["intent", "save"], ["id", created.id], ["status", "Sold"]], 400, "This page only deletes properties and changes their status or Featured. Open the property to edit it."],
    ];
    for (const [fields, status, message] of cases) {
      const result = await listAction(fields);
      expect(result, message).toMatchObject({ status, data: { toast: { kind: "error", message } } });
    }
    expect((await row(created.id))!).toMatchObject({ status: "Available", version: 1 });
  });
});

describe("a quick Featured change", () => {
  it("marks and unmarks a listing, writing only is_featured", async () => {
    const created = await createTestProperty({ title: "Feature Me", status: "Rented" });
    const on = await listAction([["intent", "featured"], ["id", created.id], ["featured", "1"]]);
    expect(on.data.toast.message).toBe("Marked as featured.");
    expect((await row(created.id))!).toMatchObject({ is_featured: 1, status: "Rented", title: "Feature Me", version: 2 });
    const off = await listAction([["intent", "featured"], ["id", created.id], ["featured", "0"]]);
    expect(off.data.toast.message).toBe("No longer featured.");
    expect(Number((await row(created.id))!.is_featured)).toBe(0);
  });
});

describe("a bulk delete", () => {
  it("deletes each selected listing's photos, then its row; a photo another listing still uses is kept", async () => {
    const shared = await storedPhoto("bulk-shared");
    const ownC = await storedPhoto("bulk-c");
    const keptForD = await storedPhoto("bulk-kept");
    const a = await createTestProperty({ title: "Bulk Del A", images: [shared] });
    const b = await createTestProperty({ title: "Bulk Del B", images: [shared] });
    const c = await createTestProperty({ title: "Bulk Del C", images: [ownC, keptForD] });
    const d = await createTestProperty({ title: "Bulk Keep D", images: [keptForD] });

    const result = await listAction([["intent", "delete"], ["id", a.id], ["id", b.id], ["id", c.id]]);
    expect(result).toMatchObject({ status: 200, data: { toast: { kind: "success", message: "3 properties deleted successfully!" } } });
    for (const p of [a, b, c]) expect(await row(p.id)).toBeUndefined();
    expect(await row(d.id)).toBeDefined();
    expect(await photoFilesExist(shared)).toBe(false);
    expect(await photoFilesExist(ownC)).toBe(false);
    expect(await photoFilesExist(keptForD)).toBe(true);
  });
});
