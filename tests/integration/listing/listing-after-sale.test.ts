import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { UnavailableNotice } from "~/properties/ui/listing/UnavailableNotice";
import { listAvailable, listByLocation } from "~/properties/public-lists.server";
import { loader as listingLoader, meta as listingMeta } from "~/routes/listing";
import { listingsSitemap, pagesSitemap } from "~/site/sitemap.server";
import { whatsappMessage } from "~/site/whatsapp";
import { thrownStatus } from "../../support/thrown";

// Issue 13.1: a Sold, Rented or Temporarily Unavailable listing keeps its
// page at its URL (its link still circulates in WhatsApp groups), says so,
// and stays out of every list, search and the sitemap.

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (id: string) => ({ params: { id }, request: new Request("https://listings.example.my/"), context: {} }) as unknown as LoaderArgs;
const far = (n: number) => new Date(Date.UTC(2032, 0, 1) + n * 3600_000).toISOString();

const CASES = [
  ["Sold", "This property has been sold.", "has been sold"],
  ["Rented", "This property has been rented.", "has been rented"],
  ["Temporarily Unavailable", "This property is temporarily unavailable.", "is temporarily unavailable"],
] as const;

describe("a listing that is no longer Available", () => {
  for (const [status, notice, happened] of CASES) {
    it(`${status}: answers its page by id and slug with "${notice}", its facts and photos, noindex`, async () => {
      const gone = await createTestProperty({
        title: `Gone ${status} Suite`,
        location: `Afterlife ${status}`,
        status,
        bedrooms: 4,
        images: ["/images/property_images/a.jpg"],
      });
      for (const key of [gone.id, gone.slug]) {
        const loaded = await listingLoader(args(key));
        expect(loaded.notice).toBe(notice);
        expect(loaded.property.title).toBe(`Gone ${status} Suite`);
        expect(loaded.property.bedrooms).toBe(4);
        expect(loaded.property.images).toEqual(["/images/property_images/a.jpg"]);
      }
      const loaded = await listingLoader(args(gone.slug));
      const tags = listingMeta({ loaderData: loaded, matches: [], error: undefined } as never);
      expect(tags).toContainEqual({ name: "robots", content: "noindex" });
      expect(renderToStaticMarkup(UnavailableNotice({ notice: loaded.notice }))).toContain(notice);
      expect(whatsappMessage(loaded.property, "https://listings.example.my/x")).toBe(
        `Hi, I saw that property ID ${gone.display_id} (Gone ${status} Suite) ${happened}. Do you have similar units available?\nhttps://listings.example.my/x`,
      );
    });
  }

  it("shows no notice, no noindex and the usual question on an Available listing", async () => {
    const p = await createTestProperty({ title: "Still Here Loft" });
    const loaded = await listingLoader(args(p.slug));
    expect(loaded.notice).toBeNull();
    expect(listingMeta({ loaderData: loaded, matches: [], error: undefined } as never)).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(whatsappMessage(loaded.property)).toBe(`Hi, is this property still available? Property ID: ${p.display_id} - Still Here Loft`);
  });

  it("offers Available listings of its location as Similar Properties, and Available neighbours only", async () => {
    const loc = "Sequel Heights";
    const older = await createTestProperty({ location: loc, title: "Sequel Older" }, { now: far(0) });
    await createTestProperty({ location: loc, title: "Sequel Rented", status: "Rented" }, { now: far(1) });
    const sold = await createTestProperty({ location: loc, title: "Sequel Sold", status: "Sold" }, { now: far(2) });
    const newer = await createTestProperty({ location: loc, title: "Sequel Newer" }, { now: far(3) });
    const loaded = await listingLoader(args(sold.slug));
    expect(loaded.similar.map((c) => c.title)).toEqual(["Sequel Newer", "Sequel Older"]);
    expect(loaded.previous?.id).toBe(older.id);
    expect(loaded.next?.id).toBe(newer.id);
    // And an Available listing never links to the Sold one.
    expect((await listingLoader(args(older.slug))).next?.id).toBe(newer.id);
  });

  it("is absent from lists, search, its location page and the sitemap", async () => {
    const gone = await createTestProperty({ title: "Vanished Quokka Villa", location: "Vanish Vale", status: "Sold" });
    expect((await listAvailable({ q: "Vanished Quokka" })).total).toBe(0);
    expect((await listAvailable({})).items.map((c) => c.id)).not.toContain(gone.id);
    expect((await listByLocation("vanish-vale")).total).toBe(0);
    const site = "https://listings.example.my";
    const xml = [await pagesSitemap(site), new TextDecoder().decode((await listingsSitemap(site, 1)) ?? new Uint8Array())].join("\n");
    expect(xml).not.toContain(gone.slug);
    expect(xml).not.toContain("vanish-vale");
  });

  it("keeps the 404 for an unknown id", async () => {
    expect(await thrownStatus(listingLoader(args("no-such-listing")))).toBe(404);
  });
});
