import { beforeAll, describe, expect, it } from "vitest";
import { REQUIRED_MESSAGE } from "~/properties/model/form";
import { action as photos } from "~/routes/admin/photos";
import * as newProperty from "~/routes/admin/property-new";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, ORIGIN, photoFilesExist, post, settle, storedPhoto, unwrap } from "../admin-helpers";

/** Issue 17, the property form on a phone: what its server side answers. */
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

type Refused = { toast: { message: string }; errors: Record<string, string>; values: Record<string, unknown> };

function discard(urls: unknown, withCookie = true): Promise<unknown> {
  const request = new Request(`${ORIGIN}/admin/photos`, {
    method: "DELETE",
    headers: { "Content-Type": "application/json", ...(withCookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ urls }),
  });
  return settle(() => photos(args(request)));
}

describe("a refused save names each field's problem", () => {
  it("gives every empty required field and every bad value, with the spec's message as the toast", async () => {
    const result = unwrap<Refused>(
      await newProperty.action(
        args(post("/admin/properties/new", [["intent", "save"], ["location", "  "], ["bedrooms", "2.5"], ["price_sale", "1,350,000"]], cookie)),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.toast.message).toBe("Bedrooms must be a whole number.");
    expect(result.data.errors).toEqual({
      title: "Title is required.",
      location: "Location is required.",
      listing_type: "Tick For Sale, For Rent or both.",
      bedrooms: "Bedrooms must be a whole number.",
    });
    // What was typed comes back as typed, commas and all.
    expect(result.data.values.price_sale).toBe("1,350,000");

    const onlyRequired = unwrap<Refused>(
      await newProperty.action(args(post("/admin/properties/new", [["intent", "save"], ["title", "Corner lot"], ["listing_type", "sale"]], cookie))),
    );
    expect(onlyRequired.data.toast.message).toBe(REQUIRED_MESSAGE);
    expect(onlyRequired.data.errors).toEqual({ location: "Location is required." });
  });
});

describe("Duplicate", () => {
  it("pre-fills a new listing from another, without its photos, its private fields or its status", async () => {
    const photo = await storedPhoto("dup-source");
    const original = await createTestProperty({
      title: "Sri Duplicate Tower A-12",
      price_sale: 780_000,
      bedrooms: 3,
      status: "Sold",
      images: [photo],
      owner_name: "Encik Owner",
      owner_contact: "+60 12-345 6789",
      remarks_hidden: "Tenant leaves in May",
      authorised_until: "2027-01-31",
    });
    const data = (await newProperty.loader(args(get(`/admin/properties/new?copy=${encodeURIComponent(original.id)}`, cookie)))) as Awaited<
      ReturnType<typeof newProperty.loader>
    >;
    expect(data.edit).toBeNull();
    expect(data.copyOf).toEqual({ id: original.id, title: "Sri Duplicate Tower A-12" });
    expect(data.values).toMatchObject({
      title: "Sri Duplicate Tower A-12",
      price_sale: "780000",
      bedrooms: "3",
      listing_type: ["sale"],
      status: "Available",
      images: [],
      owner_name: "",
      owner_contact: "",
      remarks_hidden: "",
      authorised_until: "",
    });
  });

  it("answers 404 for a listing that does not exist", async () => {
    const thrown = await settle(() => newProperty.loader(args(get("/admin/properties/new?copy=nope", cookie))));
    expect(unwrap(thrown).status).toBe(404);
  });
});

describe("DELETE /admin/photos: the uploads of a form left without saving", () => {
  it("deletes photos no listing shows, keeps the ones a listing shows, ignores URLs that are not ours", async () => {
    const unsaved = await storedPhoto("left-behind");
    const shown = await storedPhoto("on-a-listing");
    await createTestProperty({ images: [shown] });
    const response = (await discard([unsaved, shown, "https://elsewhere.example/x.jpg", "/images/../session-secret"])) as Response;
    expect(response.status).toBe(200);
    expect(await photoFilesExist(unsaved)).toBe(false);
    expect(await photoFilesExist(shown)).toBe(true);
  });

  it("refuses a list that is not one, or too long, and a signed-out request", async () => {
    const kept = await storedPhoto("kept-by-refusal");
    expect(((await discard(kept)) as Response).status).toBe(400);
    expect(((await discard(Array.from({ length: 201 }, () => kept))) as Response).status).toBe(400);
    const signedOut = (await discard([kept], false)) as Response;
    expect(signedOut.status).toBe(302);
    expect(await photoFilesExist(kept)).toBe(true);
  });
});
