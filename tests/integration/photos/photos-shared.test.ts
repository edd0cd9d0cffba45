import { beforeAll, describe, expect, it } from "vitest";
import { keysForPhoto, storePhoto } from "~/photos/images.server";
import { getStorage } from "~/platform/storage/storage.server";
import * as properties from "~/routes/admin/properties";
import * as editProperty from "~/routes/admin/property-edit";
import { loader as listingLoader } from "~/routes/listing";
import { createTestProperty } from "../../factories";
import { twoColourPhoto } from "../../fixtures/photo-corpus";
import { adminCookie, args, get, post } from "../admin-helpers";

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

const filesOf = (url: string) => Promise.all(keysForPhoto(url).map((k) => getStorage().exists(k)));
const allThere = (url: string) => keysForPhoto(url).map(() => true);
const allGone = (url: string) => keysForPhoto(url).map(() => false);

async function publicPhotos(slug: string): Promise<string[]> {
  const page = await listingLoader(args(get(`/listing/${slug}`), { id: slug }));
  return page.property.images;
}

/** The edit form saved with only `images` (title, location and type as they were). */
async function saveWithPhotos(listing: { id: string; title: string; location: string }, version: number, images: string[]) {
  const fields: Array<[string, string]> = [
    ["intent", "save"],
    ["version", String(version)],
    ["title", listing.title],
    ["location", listing.location],
    ["listing_type", "sale"],
    ["price_sale", "500000"],
    ...images.map((url): [string, string] => ["images", url]),
  ];
  const response = (await editProperty.action(
    args(post(`/admin/properties/${listing.id}/edit`, fields, cookie), { id: listing.id }),
  )) as Response;
  expect(response.status).toBe(302);
}

describe("a photo two listings share (a duplicated or imported listing)", () => {
  it("keeps its files while any listing shows it, on edit and on delete", async () => {
    const shared = (await storePhoto(await twoColourPhoto(400, 300), "front.jpg")).url;
    const own = (await storePhoto(await twoColourPhoto(400, 300), "back.jpg")).url;
    const original = await createTestProperty({ title: "Original", images: [shared, own] });
    const copy = await createTestProperty({ title: "Copy", images: [shared] });

    // Removed from the original: the copy still shows it, its files stay.
    await saveWithPhotos(original, 1, [own]);
    expect(await publicPhotos(original.slug)).toEqual([own]);
    expect(await publicPhotos(copy.slug)).toEqual([shared]);
    expect(await filesOf(shared)).toEqual(allThere(shared));

    // Put back on the original, then the copy is deleted: the original still shows it.
    await saveWithPhotos(original, 2, [own, shared]);
    await properties.action(args(post("/admin/properties", { intent: "delete", id: copy.id }, cookie)));
    expect(await publicPhotos(original.slug)).toEqual([own, shared]);
    expect(await filesOf(shared)).toEqual(allThere(shared));

    // Removed from the last listing that had it: now the files go.
    await saveWithPhotos(original, 3, [own]);
    expect(await filesOf(shared)).toEqual(allGone(shared));
    expect(await filesOf(own)).toEqual(allThere(own));

    // Deleting the last listing deletes its own photo too.
    await properties.action(args(post("/admin/properties", { intent: "delete", id: original.id }, cookie)));
    expect(await filesOf(own)).toEqual(allGone(own));
  });
});
