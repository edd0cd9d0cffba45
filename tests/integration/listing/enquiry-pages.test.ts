import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { loader as adminLoader } from "~/routes/admin/enquiries";

/**
 * Issue 28 item 3: the admin list showed only the newest 500 enquiries, silently,
 * so a flood buried the genuine ones for good. Now it pages through all of them
 * and says how many there are.
 */
interface Listed {
  enquiries: { name: string }[];
  total: number;
  page: number;
  pages: number;
}

const list = async (query: string) => (await adminLoader(args(get(`/admin/enquiries${query}`, await adminCookie())))) as unknown as Listed;

describe("the admin's enquiry list", () => {
  it("reaches every one of 620 enquiries, 50 a page, newest first, and says how many there are", async () => {
    const p = await createTestProperty({ title: "Much Asked Condo" });
    const start = Date.parse("2026-11-01T00:00:00Z");
    const rows = Array.from({ length: 620 }, (_, i) => {
      const at = new Date(start + i * 60_000).toISOString();
      const name = `Enquirer ${String(i + 1).padStart(4, "0")}`;
      return { id: newId(), property_id: p.id, display_id: p.display_id, listing_title: p.title, name, phone: "012-345 6789", message: "", consented_at: at, created_at: at };
    });
    for (let i = 0; i < rows.length; i += 100) await getDb().insertInto("enquiries").values(rows.slice(i, i + 100)).execute();

    const first = await list("?show=all");
    expect(first).toMatchObject({ total: 620, page: 1, pages: 13 });
    expect(first.enquiries.map((e) => e.name).slice(0, 2)).toEqual(["Enquirer 0620", "Enquirer 0619"]);
    expect(first.enquiries).toHaveLength(50);

    // The oldest, past the 500 newest that were all the list used to show.
    const last = await list("?show=all&page=13");
    expect(last.enquiries).toHaveLength(20);
    expect(last.enquiries.at(-1)!.name).toBe("Enquirer 0001");
    const seen = new Set<string>();
    for (let page = 1; page <= 13; page++) for (const e of (await list(`?show=all&page=${page}`)).enquiries) seen.add(e.name);
    expect(seen.size).toBe(620);

    // A page past the end shows the last; nonsense shows the first.
    expect((await list("?show=all&page=99")).page).toBe(13);
    expect((await list("?show=all&page=-3")).page).toBe(1);

    // "New" pages through the new ones only.
    await getDb().updateTable("enquiries").set({ handled_at: new Date().toISOString() }).where("name", "<=", "Enquirer 0100").execute();
    expect(await list("?show=new")).toMatchObject({ total: 520, pages: 11 });
    expect((await list("?show=new&page=11")).enquiries.at(-1)!.name).toBe("Enquirer 0101");
  });
});
