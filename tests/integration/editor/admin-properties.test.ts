import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { keysForPhoto } from "~/photos/images.server";
import { addName } from "~/names/names.server";
import { REQUIRED_MESSAGE } from "~/properties/model/form";
import { getStorage } from "~/platform/storage/storage.server";
import * as layout from "~/routes/admin/layout";
import * as properties from "~/routes/admin/properties";
import * as editProperty from "~/routes/admin/property-edit";
import * as newProperty from "~/routes/admin/property-new";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, unwrap, photoFilesExist, storedPhoto } from "../admin-helpers";

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

const row = (id: string) => getDb().selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const rowByTitle = (title: string) =>
  getDb().selectFrom("properties").selectAll().where("title", "=", title).executeTakeFirstOrThrow();


function saveFields(extra: Array<[string, string]>): Array<[string, string]> {
  return [["intent", "save"], ...extra];
}

/** The toast the admin layout shows after a redirect (the flash in the session cookie). */
async function flashAfter(response: Response): Promise<string | undefined> {
  const next = response.headers.get("Set-Cookie")!.split(";")[0]!;
  const result = unwrap<{ toast: { message: string } | null }>(await layout.loader(args(get("/admin/properties", next))));
  return result.data.toast?.message;
}

describe("adding a property", () => {
  it("stores every field, normalised and sanitised, and adds its location and project name", async () => {
    await addName("locations", "Petaling Jaya");
    const own = await storedPhoto("front");
    const response = (await newProperty.action(
      args(
        post(
          "/admin/properties/new",
          saveFields([
            ["title", "  Corner Terrace, Renovated!  "],
            ["project_name", "Taman Baru Indah"],
            ["property_type", "Terrace House"],
            ["location", "  petaling jaya "],
            ["listing_type", "sale"],
            ["price_sale", "1,250,000"],
            ["price_rent", "3000"],
            ["bedrooms", "4"],
            ["bathrooms", "0"],
            ["carparks", ""],
            ["built_up_area", "2200.5"],
            ["land_area", "1650"],
            ["description", '<p onclick="x()">Near <a href="javascript:alert(1)">school</a><script>alert(1)</script></p><img src=x onerror=alert(1)>'],
            ["remarks_hidden", "Owner abroad"],
            ["status", "Available"],
            ["images", own],
            ["images", "https://evil.example/tracker.jpg"],
          ]),
          cookie,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/properties");
    const saved = await rowByTitle("Corner Terrace, Renovated!");
    expect(saved).toMatchObject({
      slug: "corner-terrace-renovated",
      // Typed "  petaling jaya ": saved as the locations list spells it.
      location: "Petaling Jaya",
      price_sale: 1250000,
      price_rent: null, // rent was not selected
      bedrooms: 4,
      bathrooms: null, // zero is "none"
      carparks: null,
      built_up_area: 2200.5,
      owner_name: "",
      owner_contact: "",
      remarks_hidden: "Owner abroad",
      is_featured: 0,
      listing_type: '["sale"]',
      images: JSON.stringify([own]),
      version: 1,
    });
    expect(saved.created_at).toBe(saved.date_status);
    expect(saved.description).not.toMatch(/script|onclick|onerror|javascript|<img/);
    expect(saved.description).toContain("Near");
    expect(await flashAfter(response)).toBe(
      `Property added successfully! Display ID: ${saved.display_id}, Slug: corner-terrace-renovated`,
    );
    const locations = await getDb().selectFrom("locations").select("name").where("name_key", "=", "petaling jaya").execute();
    expect(locations).toEqual([{ name: "Petaling Jaya" }]);
    const projects = await getDb().selectFrom("project_names").select("name").execute();
    expect(projects).toContainEqual({ name: "Taman Baru Indah" });
  });

  it("refuses a missing title, location or listing type with the message of docs/product.md#validation and keeps the input", async () => {
    const cases: Array<Array<[string, string]>> = [
      [["location", "Ipoh"], ["listing_type", "rent"]],
      [["title", "No Location"], ["listing_type", "rent"]],
      [["title", "No Type"], ["location", "Ipoh"], ["owner_name", "Mr Tan"]],
    ];
    for (const fields of cases) {
      const result = unwrap<{ toast: { message: string }; values: Record<string, unknown> }>(
        await newProperty.action(args(post("/admin/properties/new", saveFields(fields), cookie))),
      );
      expect(result.status).toBe(400);
      expect(result.data.toast.message).toBe(REQUIRED_MESSAGE);
      for (const [name, value] of fields) {
        expect(result.data.values[name]).toEqual(name === "listing_type" ? [value] : value);
      }
    }
    const bad = unwrap<{ toast: { message: string } }>(
      await newProperty.action(
        args(post("/admin/properties/new", saveFields([["title", "T"], ["location", "L"], ["listing_type", "sale"], ["bedrooms", "2.5"]]), cookie)),
      ),
    );
    expect(bad).toMatchObject({ status: 400, data: { toast: { message: "Bedrooms must be a whole number." } } });
  });

  it("gives 20 simultaneous saves 20 distinct display ids and slugs", async () => {
    const fields = saveFields([["title", "Same Title Everywhere"], ["location", "Cheras"], ["listing_type", "sale"]]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => newProperty.action(args(post("/admin/properties/new", fields, cookie)))),
    );
    expect(responses.every((r) => (r as Response).status === 302)).toBe(true);
    const rows = await getDb()
      .selectFrom("properties")
      .select(["display_id", "slug"])
      .where("title", "=", "Same Title Everywhere")
      .execute();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.display_id)).size).toBe(20);
    expect(new Set(rows.map((r) => r.slug))).toEqual(
      new Set(["same-title-everywhere", ...Array.from({ length: 19 }, (_, i) => `same-title-everywhere-${i + 1}`)]),
    );
  });

  it("names a property whose title has no a-z letters 'property', then 'property-1'", async () => {
    const fields = saveFields([["title", "吉隆坡公寓"], ["location", "Kuala Lumpur"], ["listing_type", "rent"]]);
    for (let i = 0; i < 2; i++) await newProperty.action(args(post("/admin/properties/new", fields, cookie)));
    const slugs = await getDb().selectFrom("properties").select("slug").where("title", "=", "吉隆坡公寓").execute();
    expect(slugs.map((r) => r.slug).sort()).toEqual(["property", "property-1"]);
  });
});

describe("editing a property", () => {
  it("saves with the right version, keeps slug and created_at, and deletes removed photos", async () => {
    const kept = await storedPhoto("kept");
    const removed = await storedPhoto("removed");
    const created = await createTestProperty({ title: "Old Title", images: [kept, removed] }, { now: "2026-01-01T00:00:00.000Z" });
    const fields = saveFields([
      ["version", "1"],
      ["title", "New Title"],
      ["location", "Subang Jaya"],
      ["listing_type", "rent"],
      ["price_sale", "999"],
      ["price_rent", "2500"],
      ["status", "Sold"],
      ["is_featured", "on"],
      ["images", kept],
    ]);
    const response = (await editProperty.action(args(post(`/admin/properties/${created.id}/edit`, fields, cookie), { id: created.id }))) as Response;
    expect(response.status).toBe(302);
    expect(await flashAfter(response)).toBe("Property updated successfully!");
    const saved = await row(created.id);
    expect(saved).toMatchObject({
      title: "New Title",
      slug: created.slug,
      status: "Sold",
      is_featured: 1,
      price_sale: null,
      price_rent: 2500,
      version: 2,
      created_at: "2026-01-01T00:00:00.000Z",
      images: JSON.stringify([kept]),
    });
    expect(saved.date_status > "2026-01-01T00:00:00.000Z").toBe(true);
    expect(await photoFilesExist(kept)).toBe(true);
    expect(await photoFilesExist(removed)).toBe(false);

    // The same (now stale) form again: refused, nothing written, the form's values come back.
    const stale = unwrap<{ toast: { message: string }; values: { title: string } }>(
      await editProperty.action(args(post(`/admin/properties/${created.id}/edit`, fields, cookie), { id: created.id })),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.toast.message).toMatch(/^Failed to save property: This property was changed by someone else/);
    expect(stale.data.values.title).toBe("New Title");
    expect((await row(created.id)).version).toBe(2);
  });

  it("keeps a photo the property already had even if it is not one of our uploads", async () => {
    const created = await createTestProperty({ title: "Imported", images: ["https://old-cdn.example/a.jpg"] });
    await editProperty.action(
      args(
        post(
          `/admin/properties/${created.id}/edit`,
          saveFields([
            ["version", "1"], ["title", "Imported"], ["location", "Klang"], ["listing_type", "sale"],
            ["images", "https://old-cdn.example/a.jpg"], ["images", "https://old-cdn.example/new.jpg"],
          ]),
          cookie,
        ),
        { id: created.id },
      ),
    );
    expect((await row(created.id)).images).toBe(JSON.stringify(["https://old-cdn.example/a.jpg"]));
  });
});

describe("deleting a property", () => {
  it("deletes the row, then its photos; a file that cannot be deleted does not stop it", async () => {
    const first = await storedPhoto("del-a");
    const second = await storedPhoto("del-b");
    const created = await createTestProperty({ title: "To Delete", images: [first, second] });
    const storage = getStorage();
    const original = storage.delete.bind(storage);
    const spy = vi.spyOn(storage, "delete").mockImplementation(async (key) => {
      if (key === keysForPhoto(first)[0]) throw new Error("disk busy");
      return original(key);
    });
    const result = unwrap<{ toast: { message: string } }>(
      await properties.action(args(post("/admin/properties", { intent: "delete", id: created.id }, cookie))),
    );
    spy.mockRestore();
    expect(result.data.toast.message).toBe("Property deleted successfully!");
    expect(await getDb().selectFrom("properties").select("id").where("id", "=", created.id).executeTakeFirst()).toBeUndefined();
    expect(await photoFilesExist(second)).toBe(false);
  });
});

describe("the Property Manager list", () => {
  it("searches display id, title, project, location, document id and owner fields, case-insensitively, one page at a time", async () => {
    const p = await createTestProperty({ title: "Searchable Villa", owner_name: "Madam Lim Ah Moi", owner_contact: "012-345 6789" });
    const list = async (q: string) => {
      const result = (await properties.loader(args(get(`/admin/properties?q=${encodeURIComponent(q)}`, cookie)))) as {
        items: Array<{ id: string }>;
      };
      return result.items.map((i) => i.id);
    };
    for (const q of ["searchable villa", "LIM AH", "345 67", p.id, String(p.display_id)]) {
      expect(await list(q), q).toContain(p.id);
    }
    expect(await list("no such thing at all")).toEqual([]);
    const all = (await properties.loader(args(get("/admin/properties", cookie)))) as { items: unknown[]; total: number; pageCount: number };
    expect(all.items.length).toBe(Math.min(all.total, 25));
    expect(all.pageCount).toBe(Math.ceil(all.total / 25));
  });
});

describe("the editor's own routes", () => {
  it("sends the old ?new=1 and ?edit= links to /admin/properties/new and /admin/properties/{id}/edit", async () => {
    const created = await createTestProperty({ title: "Old Link Villa" });
    const toNew = (await settle(() => properties.loader(args(get("/admin/properties?new=1", cookie))))) as Response;
    expect(toNew.status).toBe(302);
    expect(toNew.headers.get("Location")).toBe("/admin/properties/new");
    const toEdit = (await settle(() => properties.loader(args(get(`/admin/properties?edit=${created.id}`, cookie))))) as Response;
    expect(toEdit.headers.get("Location")).toBe(`/admin/properties/${created.id}/edit`);
    const form = unwrap<{ edit: { title: string } }>(
      await editProperty.loader(args(get(`/admin/properties/${created.id}/edit`, cookie), { id: created.id })),
    );
    expect(form.data.edit.title).toBe("Old Link Villa");
  });

  it("answers an unknown id with 404 Property not found.", async () => {
    const thrown = (await settle(() => editProperty.loader(args(get("/admin/properties/nope/edit", cookie), { id: "nope" })))) as {
      init: { status: number };
      data: string;
    };
    expect(thrown.init.status).toBe(404);
    expect(thrown.data).toBe("Property not found.");
  });
});
