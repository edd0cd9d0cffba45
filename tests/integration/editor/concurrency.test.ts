import { beforeAll, describe, expect, it } from "vitest";
import { getAdminProperty as readProperty, updateProperty as update } from "~/properties/repository.server";
import { getDb } from "~/platform/db/db.server";
import type { PropertyInput } from "~/properties/model/table";

const getAdminProperty = (id: string) => readProperty(getDb(), id);
const updateProperty = (id: string, version: number, input: PropertyInput) => update(getDb(), id, version, input, () => input.images);
import * as editProperty from "~/routes/admin/property-edit";
import * as newProperty from "~/routes/admin/property-new";
import { createTestProperty, propertyInput } from "../../factories";
import { adminCookie, args, post, unwrap } from "../admin-helpers";

// Issue 6: concurrent writes through the real save paths, on SQLite and (the
// "postgres" project) on PostgreSQL. Nothing may fail, collide or be lost
// without the writer being told.

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

const N = 50;

describe("50 parallel creates through the admin action", () => {
  it("all succeed, each with its own display id and slug", async () => {
    const fields = (i: number): Array<[string, string]> => [
      ["intent", "save"],
      // Half share one title, so half of the slugs must be numbered.
      ["title", i % 2 === 0 ? "Concurrent Condo" : `Concurrent Condo ${i}`],
      ["location", "Cyberjaya"],
      ["project_name", `Race Residences ${i % 5}`],
      ["listing_type", "sale"],
      ["price_sale", String(400_000 + i)],
      ["owner_name", `Owner ${i}`],
    ];
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => newProperty.action(args(post("/admin/properties/new", fields(i), cookie)))),
    );
    for (const r of responses) {
      expect(r).toBeInstanceOf(Response);
      expect((r as Response).status).toBe(302);
    }
    const rows = await getDb()
      .selectFrom("properties")
      .select(["display_id", "slug", "price_sale", "owner_name"])
      .where("title", "like", "Concurrent Condo%")
      .execute();
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((r) => Number(r.display_id))).size).toBe(N);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(N);
    // Every form's own values landed in its own row.
    expect(new Set(rows.map((r) => `${Number(r.price_sale)}|${r.owner_name}`)).size).toBe(N);
    const names = await getDb().selectFrom("project_names").select("name").where("name", "like", "Race Residences%").execute();
    expect(names).toHaveLength(5);
  });
});

describe("50 parallel edits of one property", () => {
  it("from the same version: exactly one is saved, the other 49 are refused as stale", async () => {
    const created = await createTestProperty({ title: "Contested Villa" });
    const { version } = (await getAdminProperty(created.id))!;
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        editProperty.action(
          args(
            post(
              `/admin/properties/${created.id}/edit`,
              [
                ["intent", "save"],
                ["version", String(version)],
                ["title", `Contested Villa edit ${i}`],
                ["location", "Cyberjaya"],
                ["listing_type", "sale"],
                ["price_sale", String(600_000 + i)],
              ],
              cookie,
            ),
            { id: created.id },
          ),
        ),
      ),
    );
    const saved = responses.filter((r) => r instanceof Response && r.status === 302);
    const refused = responses.filter((r) => !(r instanceof Response)).map((r) => unwrap<{ toast: { message: string } }>(r));
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.data.toast.message).toMatch(/^Failed to save property: This property was changed by someone else/);
    }
    const after = (await getAdminProperty(created.id))!;
    expect(after.version).toBe(version + 1);
    // The one saved edit is the one stored, whole: its title and its price belong together.
    const i = Number(/edit (\d+)$/.exec(after.title)![1]);
    expect(after.price_sale).toBe(600_000 + i);
  });

  it("each retrying on stale with the version it then reads: all 50 land, version = initial + 50", async () => {
    const created = await createTestProperty({ title: "Patient Villa", description: "" });
    const initial = (await getAdminProperty(created.id))!.version;
    let staleRefusals = 0;
    const editors = Array.from({ length: N }, async (_, i) => {
      for (let attempt = 0; attempt < 1000; attempt++) {
        const current = (await getAdminProperty(created.id))!;
        const result = await updateProperty(
          created.id,
          current.version,
          propertyInput({ title: "Patient Villa", description: `${current.description}<p>edit ${i}</p>` }),
        );
        if (result.outcome === "updated") return attempt;
        expect(result.outcome).toBe("stale");
        staleRefusals += 1;
      }
      throw new Error(`editor ${i} never got its edit in`);
    });
    await Promise.all(editors);
    const after = (await getAdminProperty(created.id))!;
    expect(after.version).toBe(initial + N);
    // Each edit appended to what was there: a lost update would drop someone's paragraph.
    for (let i = 0; i < N; i++) expect(after.description).toContain(`<p>edit ${i}</p>`);
    expect(after.description.match(/<p>edit \d+<\/p>/g)).toHaveLength(N);
    // The editors did race: some read a version another had just moved on.
    expect(staleRefusals).toBeGreaterThan(0);
  });
});
