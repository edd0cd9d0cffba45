import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { resolveCategory } from "~/properties/categories";
import { getNeighbours, getPublicListing, getSimilar } from "~/properties/detail.server";
import { parsePriceRange } from "~/properties/price-ranges";
import {
  listAvailable,
  listByCategory,
  listByLocation,
  listByPriceRange,
  PAGE_SIZE,
} from "~/properties/public-lists.server";

// One database for the whole file: each test uses its own location or
// search word so that the others' rows do not change its answer.
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();

describe("home list and search", () => {
  it("lists Available only, featured first, then newest", async () => {
    const loc = "Ordering Town";
    await createTestProperty({ location: loc, title: "Old plain" }, { now: at(1) });
    await createTestProperty({ location: loc, title: "New plain" }, { now: at(5) });
    await createTestProperty({ location: loc, title: "Old featured", is_featured: true }, { now: at(2) });
    await createTestProperty({ location: loc, title: "Sold one", status: "Sold" }, { now: at(9) });
    const { items } = await listAvailable({ q: loc });
    expect(items.map((p) => p.title)).toEqual(["Old featured", "New plain", "Old plain"]);
  });

  it("matches title, project, location and display id, ignoring case", async () => {
    const p = await createTestProperty({ title: "Zebra Heights Unit", project_name: "Quokka Park", location: "Wombat Bay" });
    for (const q of ["zebra HEIGHTS", "quokka", "WOMBAT"]) {
      expect((await listAvailable({ q })).items.map((i) => i.id)).toEqual([p.id]);
    }
    expect((await listAvailable({ q: String(p.display_id) })).items.map((i) => i.id)).toContain(p.id);
  });

  it("never matches owner fields or hidden remarks", async () => {
    await createTestProperty({ owner_name: "Canaryowner Tan", owner_contact: "0199990000", remarks_hidden: "Canaryremark" });
    for (const q of ["Canaryowner", "0199990000", "Canaryremark"]) {
      expect((await listAvailable({ q })).total).toBe(0);
    }
  });

  it("treats % and _ in a search as plain characters", async () => {
    await createTestProperty({ title: "Percent Place" });
    expect((await listAvailable({ q: "%" })).total).toBe(0);
    expect((await listAvailable({ q: "_" })).total).toBe(0);
  });

  it("pages by 24 and clamps a page number out of range", async () => {
    for (let i = 0; i < PAGE_SIZE + 2; i++) await createTestProperty({ location: "Paging Hills" });
    const first = await listAvailable({ q: "Paging Hills" });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    const second = await listAvailable({ q: "Paging Hills", page: 2 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(PAGE_SIZE + 2);
    expect((await listAvailable({ q: "Paging Hills", page: 99 })).page).toBe(2);
    expect((await listAvailable({ q: "Paging Hills", page: Number("abc") })).page).toBe(1);
  });
});

describe("category, location and price pages", () => {
  it("finds landed houses of every landed type and no condos or land", async () => {
    const loc = "Landed Vale";
    const types = ["Terrace House", "Semi-Detached", "Bungalow", "Townhouse", "Land", "Condominium/Apartment/Flat"];
    for (const property_type of types) await createTestProperty({ location: loc, property_type, title: `${property_type} in ${loc}` });
    const { items } = await listByCategory(resolveCategory("landed-house")!);
    const found = items.filter((p) => p.location === loc).map((p) => p.property_type);
    expect(found.sort()).toEqual(["Bungalow", "Semi-Detached", "Terrace House", "Townhouse"]);
  });

  it("finds semi-detached for semi-d and for the spelled-out type, not Sold ones", async () => {
    const loc = "Semi Dale";
    const available = await createTestProperty({ location: loc, property_type: "Semi-Detached" });
    await createTestProperty({ location: loc, property_type: "Semi-Detached", status: "Sold" });
    for (const segment of ["semi-d", "semi-detached", "Semi-Detached"]) {
      const ids = (await listByCategory(resolveCategory(segment)!)).items.filter((p) => p.location === loc).map((p) => p.id);
      expect(ids).toEqual([available.id]);
    }
  });

  it("matches a free-text type by any part of three letters or more, two letters only at a word's start (decision 026)", async () => {
    const shophouse = await createTestProperty({ location: "Type Lane", property_type: "Heritage Shop-House" });
    await createTestProperty({ location: "Type Lane", property_type: "Warehouse Shophouse", status: "Sold" });
    const ids = async (segment: string) =>
      (await listByCategory(resolveCategory(segment)!)).items.filter((p) => p.location === "Type Lane").map((p) => p.id);
    for (const segment of ["heritage-shop-house", "shop house", "itage", "HERITAGE", "sh"]) expect(await ids(segment)).toEqual([shophouse.id]);
    for (const segment of ["op", "shophouse", "h"]) expect(await ids(segment)).toEqual([]);
  });

  it("matches a location by its URL form and its stored form", async () => {
    const p = await createTestProperty({ location: "Bukit Jalil Lama" });
    for (const segment of ["bukit-jalil-lama", "Bukit Jalil Lama", "BUKIT-JALIL-lama"]) {
      expect((await listByLocation(segment)).items.map((i) => i.id)).toEqual([p.id]);
    }
    expect((await listByLocation("bukit-jalil")).total).toBe(0);
  });

  it("puts sale prices in the half-open ranges and ignores rent-only listings", async () => {
    const loc = "Price Point";
    const prices = [499_999, 500_000, 1_000_000, 2_000_000];
    const made = [];
    for (const price_sale of prices) made.push(await createTestProperty({ location: loc, price_sale }));
    await createTestProperty({ location: loc, price_sale: null, price_rent: 1_000, listing_type: ["rent"] });
    const idsIn = async (slug: string) =>
      (await listByPriceRange(parsePriceRange(slug)!)).items.filter((p) => p.location === loc).map((p) => p.price_sale);
    expect(await idsIn("under-500k")).toEqual([499_999]);
    expect(await idsIn("500k-1m")).toEqual([500_000]);
    expect(await idsIn("1m-2m")).toEqual([1_000_000]);
    expect(await idsIn("above-2m")).toEqual([2_000_000]);
  });
});

describe("detail page data", () => {
  it("finds a listing by id or by slug, whatever its status (its page says when it is gone)", async () => {
    const p = await createTestProperty({ title: "Findable Flat" });
    expect((await getPublicListing(p.id))?.id).toBe(p.id);
    expect((await getPublicListing(p.slug))?.id).toBe(p.id);
    const rented = await createTestProperty({ status: "Rented" });
    expect((await getPublicListing(rented.id))?.status).toBe("Rented");
    expect((await getPublicListing(rented.slug))?.status).toBe("Rented");
    expect(await getPublicListing("no-such-thing")).toBeNull();
  });

  it("never reads owner fields or hidden remarks", async () => {
    const p = await createTestProperty({ owner_name: "Hidden Owner", owner_contact: "012", remarks_hidden: "secret" });
    const found = (await getPublicListing(p.id)) as unknown as Record<string, unknown>;
    expect(Object.keys(found)).not.toEqual(expect.arrayContaining(["owner_name"]));
    expect(JSON.stringify(found)).not.toMatch(/Hidden Owner|secret/);
  });

  it("links the exact neighbours by date_status, skipping listings that are not Available, even far apart", async () => {
    // Far in the future so that no other test's rows sit between them.
    const far = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 3600_000).toISOString();
    const older = await createTestProperty({ title: "Older" }, { now: far(0) });
    await createTestProperty({ title: "Sold between", status: "Sold" }, { now: far(1) });
    const current = await createTestProperty({ title: "Current" }, { now: far(2) });
    const newer = await createTestProperty({ title: "Newer" }, { now: far(500) });
    const { previous, next } = await getNeighbours({ id: current.id, date_status: far(2) });
    expect(previous?.id).toBe(older.id);
    expect(next?.id).toBe(newer.id);
    expect((await getNeighbours({ id: newer.id, date_status: far(500) })).next).toBeNull();
  });

  it("orders listings saved at the same moment by id, so each is visited once", async () => {
    const same = new Date(Date.UTC(2031, 0, 1)).toISOString();
    const a = await createTestProperty({}, { now: same });
    const b = await createTestProperty({}, { now: same });
    // Which twin comes first is up to the database's collation; the order must just be consistent.
    const first = (await getNeighbours({ id: a.id, date_status: same })).next?.id === b.id ? a : b;
    const second = first === a ? b : a;
    expect((await getNeighbours({ id: first.id, date_status: same })).next?.id).toBe(second.id);
    expect((await getNeighbours({ id: second.id, date_status: same })).previous?.id).toBe(first.id);
    expect((await getNeighbours({ id: second.id, date_status: same })).next).toBeNull();
  });

  it("shows up to 3 similar listings in the same location, newest first, without the current one", async () => {
    const loc = "Similar Springs";
    const made = [];
    for (let day = 1; day <= 5; day++) made.push(await createTestProperty({ location: loc }, { now: at(day) }));
    await createTestProperty({ location: loc, status: "Sold" }, { now: at(20) });
    const current = made[4];
    const similar = await getSimilar(current);
    expect(similar.map((p) => p.id)).toEqual([made[3].id, made[2].id, made[1].id]);
  });

  it("falls back to the latest Available listings when the same-location query fails", async () => {
    const current = await createTestProperty({ location: "Lonely Cove" });
    const similar = await getSimilar(current, async () => {
      throw new Error("database hiccup");
    });
    expect(similar).toHaveLength(3);
    expect(similar.map((p) => p.id)).not.toContain(current.id);
  });
});
