import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { loader as listingLoader } from "~/routes/listing";
import { loader as priceRangeLoader } from "~/routes/price-range";
import { loader as robotsLoader } from "~/routes/robots";
import { thrownStatus } from "../../support/thrown";

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (params: Record<string, string>, url = "https://listings.example.my/") =>
  ({ params, request: new Request(url), context: {} }) as unknown as LoaderArgs;

describe("listing loader", () => {
  it("sends sanitised description HTML and no hidden or raw fields", async () => {
    const p = await createTestProperty({
      description: '<p>Nice</p><script>alert("x")</script><img src=x onerror="alert(1)">',
      owner_name: "Owner Canary",
      owner_contact: "0123 canary",
      remarks_hidden: "Remark canary",
    });
    const result = await listingLoader(args({ id: p.slug }));
    expect(result.descriptionHtml).toBe("<p>Nice</p>");
    const json = JSON.stringify(result);
    expect(json).not.toMatch(/canary|Canary|<script|onerror/);
    expect(result.property).not.toHaveProperty("description");
  });

  it("answers 404 for an unknown listing, and a Sold one with its notice (listing-after-sale.test.ts)", async () => {
    const sold = await createTestProperty({ status: "Sold" });
    expect(await thrownStatus(listingLoader(args({ id: "nope" })))).toBe(404);
    expect((await listingLoader(args({ id: sold.id }))).notice).toBe("This property has been sold.");
    expect(await thrownStatus(listingLoader(args({ id: "  " })))).toBe(404);
  });
});

describe("price-range loader", () => {
  it("answers 404 for an unknown range", async () => {
    expect(await thrownStatus(priceRangeLoader(args({ range: "cheap" }) as never))).toBe(404);
  });
});

describe("robots", () => {
  it("robots.txt points to the sitemap", async () => {
    const text = await robotsLoader().text();
    expect(text).toContain("Sitemap: https://listings.example.my/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
  });
});
