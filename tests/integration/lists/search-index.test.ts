import { describe, expect, it } from "vitest";
import { createTestProperty, propertyInput } from "../../factories";
import { listAdminProperties } from "~/properties/admin-list.server";
import { deletePropertyRow, updateProperty } from "~/properties/repository.server";
import { getDb } from "~/platform/db/db.server";
import { listAvailable } from "~/properties/public-lists.server";

// Search reads trigram indexes (SQLite FTS5 tables kept by triggers,
// PostgreSQL pg_trgm); these check that both answer the same way and follow
// every write. One database for the file: each test has its own words.
const publicIds = async (q: string) => (await listAvailable({ q })).items.map((p) => p.id);
const adminIds = async (q: string) => (await listAdminProperties({ q })).items.map((p) => p.id);

describe("the search index", () => {
  it("follows a listing through create, rename, sale and delete", async () => {
    const p = await createTestProperty({ title: "Ocelot Terrace", owner_name: "Mr Caracal" });
    expect(await publicIds("ocelot")).toEqual([p.id]);
    expect(await adminIds("caracal")).toEqual([p.id]);

    const renamed = propertyInput({ title: "Margay Terrace", owner_name: "Mr Caracal" });
    expect((await updateProperty(getDb(), p.id, 1, renamed, () => [])).outcome).toBe("updated");
    expect(await publicIds("ocelot")).toEqual([]);
    expect(await publicIds("margay")).toEqual([p.id]);

    expect((await updateProperty(getDb(), p.id, 2, { ...renamed, status: "Sold" }, () => [])).outcome).toBe("updated");
    expect(await publicIds("margay")).toEqual([]);
    expect((await listAvailable({ q: "margay" })).total).toBe(0);
    expect(await adminIds("margay")).toEqual([p.id]);

    expect(await deletePropertyRow(getDb(), p.id)).not.toBeNull();
    expect(await adminIds("margay")).toEqual([]);
  });

  it("matches two characters at the start of a word only, in any case", async () => {
    const first = await createTestProperty({ title: "Vq Tower" });
    const later = await createTestProperty({ title: "Grand Vq Suites" });
    const inside = await createTestProperty({ title: "Avq Place" });
    expect((await publicIds("vQ")).sort()).toEqual([first.id, later.id].sort());
    // The admin search also looks at document ids, any of which may start with "vq".
    const admin = await adminIds("VQ");
    expect(admin).toEqual(expect.arrayContaining([first.id, later.id]));
    if (!/^vq/i.test(inside.id)) expect(admin).not.toContain(inside.id);
  });

  it("takes one or two digits as a display id, and one other character as no search at all", async () => {
    // Twelve or more listings: as a substring, "1" would also find 10, 11 and 12.
    while ((await listAdminProperties({})).total < 12) await createTestProperty({ title: "Numbered Flat" });
    const shown = (await listAdminProperties({})).items.map((p) => p.display_id);
    for (const id of shown.filter((d) => d < 100)) {
      expect((await listAdminProperties({ q: String(id) })).items.map((p) => p.display_id)).toEqual([id]);
    }
    expect((await listAvailable({ q: "f" })).total).toBe(0);
    expect((await listAdminProperties({ q: "f" })).total).toBe(0);
  });

  it("treats quotes, % and _ in a longer term as plain characters, and ignores a NUL", async () => {
    const p = await createTestProperty({ title: 'The "Zorilla" Deal 100%_off' });
    for (const q of ['"zorilla"', "0%_o", '"Zor', "zori\u0000lla"]) expect(await publicIds(q), q).toEqual([p.id]);
    expect(await publicIds("0%%o")).toEqual([]);
  });
});

// Issue 19: on SQLite an unfiltered search reads its page from an FTS5 table
// kept in the home list's order (20261126_0230_search_in_list_order.ts); the
// pages must be exactly the list's order, through every change of that order.
describe("a search's pages in the home list's order", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString();
  /** Every Available "Jacaranda" listing, featured first, newest first: what the pages must show. */
  const expected = async () =>
    (
      await getDb()
        .selectFrom("properties")
        .select("id")
        .where("status", "=", "Available")
        .where((eb) => eb(eb.fn("lower", ["title"]), "like", "%jacaranda%"))
        .orderBy("is_featured", "desc")
        .orderBy("date_status", "desc")
        .orderBy("id", "desc")
        .execute()
    ).map((r) => r.id);
  const shown = async () => {
    const first = await listAvailable({ q: "JACARANDA" });
    const ids = first.items.map((p) => p.id);
    for (let page = 2; page <= first.pageCount; page++) ids.push(...(await listAvailable({ q: "jacaranda", page })).items.map((p) => p.id));
    expect(first.total).toBe(ids.length);
    return ids;
  };

  it("follows featuring, a new date, a sale and a deletion, page after page", async () => {
    const made = [];
    // Dates out of the order of creation, so that the display id alone would sort them wrong.
    for (let i = 0; i < 60; i++) made.push(await createTestProperty({ title: `Jacaranda Court ${i}` }, { now: at((i * 37) % 60) }));
    await createTestProperty({ title: "Frangipani Court" }, { now: at(90) });
    expect(await shown()).toEqual(await expected());
    expect((await shown()).length).toBe(60);

    await getDb().updateTable("properties").set({ is_featured: 1 }).where("id", "=", made[5]!.id).execute();
    await getDb().updateTable("properties").set({ date_status: at(200) }).where("id", "=", made[40]!.id).execute();
    await getDb().updateTable("properties").set({ status: "Sold" }).where("id", "=", made[12]!.id).execute();
    expect(await deletePropertyRow(getDb(), made[30]!.id)).not.toBeNull();
    const ids = await shown();
    expect(ids).toEqual(await expected());
    expect(ids[0]).toBe(made[5]!.id);
    expect(ids[1]).toBe(made[40]!.id);
    expect(ids).not.toContain(made[12]!.id);
    expect(ids).not.toContain(made[30]!.id);
    expect(ids).toHaveLength(58);
  });
});
