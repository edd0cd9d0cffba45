import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { getShortlistCards } from "~/properties/shortlist.server";
import { loader as brochureLoader } from "~/routes/brochure";

type BrochureArgs = Parameters<typeof brochureLoader>[0];
const brochureArgs = (id: string) => ({ params: { id }, request: new Request("https://x.my/"), context: {} }) as unknown as BrochureArgs;

describe("the shortlist's cards", () => {
  it("come back in the browser's order; a deleted listing is named as gone; a sold one keeps its card and status", async () => {
    const a = await createTestProperty({ title: "Shortlist A" });
    const sold = await createTestProperty({ title: "Shortlist Sold", status: "Sold" });
    const gone = await createTestProperty({ title: "Shortlist Gone" });
    await getDb().deleteFrom("properties").where("id", "=", gone.id).execute();

    const { found, gone: missing } = await getShortlistCards([sold.display_id, gone.display_id, a.display_id]);
    expect(found.map((c) => [c.title, c.status])).toEqual([
      ["Shortlist Sold", "Sold"],
      ["Shortlist A", "Available"],
    ]);
    expect(missing).toEqual([gone.display_id]);
    // A card's fields only: nothing the owner told the agent.
    expect(Object.keys(found[0])).not.toContain("owner_name");
  });
});

describe("the brochure route", () => {
  it("answers an Available listing with a PDF, by slug and by id, and 404 for a sold one", async () => {
    const listing = await createTestProperty({ title: "Brochure Loft", price_sale: 600_000 });
    for (const key of [listing.slug, listing.id]) {
      const response = await brochureLoader(brochureArgs(key));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
    const sold = await createTestProperty({ title: "Brochure Sold", status: "Sold" });
    expect((await brochureLoader(brochureArgs(sold.slug))).status).toBe(404);
  });
});
