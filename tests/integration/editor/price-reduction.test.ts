import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createTestProperty, propertyInput } from "../../factories";
import { PriceReduced } from "~/properties/ui/listing/PriceReduced";
import { getDb } from "~/platform/db/db.server";
import { runListingLifecycle } from "~/properties/lifecycle.server";
import { getAdminProperty, updateProperty } from "~/properties/repository.server";
import type { PropertyInput } from "~/properties/model/table";
import { loader as listingLoader } from "~/routes/listing";

// Issue 13.3: when the agent lowers a price, the public page shows "Price
// reduced" with the old price struck through, for 30 days.

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (id: string) => ({ params: { id }, request: new Request("https://listings.example.my/"), context: {} }) as unknown as LoaderArgs;

async function edit(id: string, changes: Partial<PropertyInput>) {
  const current = (await getAdminProperty(getDb(), id))!;
  const { images: _images, version, ...rest } = current;
  const result = await updateProperty(getDb(), id, version, { ...propertyInput(), ...rest, ...changes }, (now) => now);
  expect(result.outcome).toBe("updated");
}

/** What the visitor reads next to the price. */
async function priceNote(slug: string): Promise<string> {
  const loaded = await listingLoader(args(slug));
  return (["sale", "rent"] as const).map((deal) => renderToStaticMarkup(PriceReduced({ reduction: loaded.reduction, deal }) ?? "")).join("");
}

describe("price reduced", () => {
  it("shows the old sale price struck through after a cut, keeps it through other edits, and a raise clears it", async () => {
    const p = await createTestProperty({ title: "Cut Price Condo", price_sale: 500_000 });
    expect(await priceNote(p.slug)).toBe("");

    await edit(p.id, { price_sale: 450_000 });
    const shown = await priceNote(p.slug);
    expect(shown).toContain("Price reduced");
    expect(shown).toContain("<s");
    expect(shown).toContain("RM 500,000</s>");

    await edit(p.id, { description: "<p>Repainted.</p>" });
    expect(await priceNote(p.slug)).toContain("RM 500,000</s>");

    await edit(p.id, { price_sale: 400_000 });
    expect(await priceNote(p.slug)).toContain("RM 450,000</s>");

    await edit(p.id, { price_sale: 420_000 });
    expect(await priceNote(p.slug)).toBe("");
  });

  it("works for the rent too", async () => {
    const p = await createTestProperty({ title: "Cut Rent Loft", listing_type: ["rent"], price_sale: null, price_rent: 3_000 });
    await edit(p.id, { price_rent: 2_600 });
    expect(await priceNote(p.slug)).toContain("RM 3,000 / month</s>");
    await edit(p.id, { price_rent: 3_000 });
    expect(await priceNote(p.slug)).toBe("");
  });

  it("is not shown after 30 days, and the job forgets it", async () => {
    const p = await createTestProperty({ title: "Old Cut Terrace", price_sale: 900_000 });
    await edit(p.id, { price_sale: 850_000 });
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await getDb().updateTable("properties").set({ price_reduced_at: longAgo }).where("id", "=", p.id).execute();
    expect(await priceNote(p.slug)).toBe("");
    await runListingLifecycle(getDb());
    const row = await getDb()
      .selectFrom("properties")
      .select(["price_sale_before", "price_reduced_at"])
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_sale_before: null, price_reduced_at: "" });
  });

  it("is not shown on a listing that is no longer Available", async () => {
    const p = await createTestProperty({ title: "Cut Then Sold", price_sale: 700_000 });
    await edit(p.id, { price_sale: 650_000, status: "Sold" });
    expect(await priceNote(p.slug)).toBe("");
  });
});
