import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { addSearchAlias, deleteSearchAlias, listSearchAliases } from "~/names/place-aliases.server";
import { listAdminProperties } from "~/properties/admin-list.server";
import { listAvailable } from "~/properties/public-lists.server";
import { createTestProperty } from "../../factories";

// Issue 26 item 4: search finds what Malaysians type, in every language, on
// the real migrated database (SQLite, and PostgreSQL in the "postgres" project).

const contentVersion = async () =>
  Number((await getDb().selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);

const found = async (q: string) => (await listAvailable({ q })).items.map((card) => card.title).sort();

beforeAll(async () => {
  await getDb().deleteFrom("properties").execute();
  await createTestProperty({
    title: "Bukit Bintang Luxury Condo",
    title_ms: "Kondominium Mewah Bukit Bintang",
    title_zh: "武吉免登豪华公寓",
    description_zh: "<p>步行五分钟到单轨火车站</p>",
    description_ms: "<p>Berhampiran stesen monorel</p>",
    location: "Kuala Lumpur",
  });
  await createTestProperty({ title: "Luxury Garden Villa", title_zh: "豪华武吉花园", location: "Cheras" });
  await createTestProperty({ title: "Midtown Corner Unit", location: "Petaling Jaya" });
  await createTestProperty({ title: "Condo in PJ", location: "Selangor" });
  await createTestProperty({ title: "Link House SS2, near SS2 Market", location: "Petaling Jaya" });
  await createTestProperty({ title: "Semi-D SS21 Damansara Utama", location: "Damansara Utama" });
  await createTestProperty({ title: "Terrace U13 Setia Alam", location: "Shah Alam" });
  await createTestProperty({ title: "Bungalow U130 Estate", location: "Shah Alam" });
  await createTestProperty({ title: "Family Home", location: "Taman Tun Dr Ismail" });
  await createTestProperty({ title: "Serviced Suite", location: "Mont'Kiara" });
  await createTestProperty({ title: "Sold Kiara Unit", location: "Mont Kiara", status: "Sold" });
});

describe("search in every language", () => {
  it("finds a listing by its Chinese title, two characters included, and its Chinese description", async () => {
    // Two Chinese characters match at the start of a title (no word breaks to go by), three or more anywhere.
    expect(await found("武吉")).toEqual(["Bukit Bintang Luxury Condo"]);
    expect(await found("武吉花园")).toEqual(["Luxury Garden Villa"]);
    expect(await found("免登豪华")).toEqual(["Bukit Bintang Luxury Condo"]);
    expect(await found("单轨火车")).toEqual(["Bukit Bintang Luxury Condo"]);
  });

  it("finds a listing by its Malay title and description, in any letter case", async () => {
    expect(await found("Mewah")).toEqual(["Bukit Bintang Luxury Condo"]);
    expect(await found("monorel")).toEqual(["Bukit Bintang Luxury Condo"]);
  });

  it("the Property Manager finds the Chinese title too", async () => {
    expect((await listAdminProperties({ q: "豪华公寓" })).items.map((r) => r.title)).toEqual(["Bukit Bintang Luxury Condo"]);
  });
});

describe("short names and codes", () => {
  it("PJ finds Petaling Jaya and Petaling Jaya finds PJ", async () => {
    expect(await found("PJ")).toEqual(["Condo in PJ", "Link House SS2, near SS2 Market", "Midtown Corner Unit"]);
    expect(await found("petaling jaya")).toEqual(["Condo in PJ", "Link House SS2, near SS2 Market", "Midtown Corner Unit"]);
  });

  it("KL, TTDI and Mont Kiara find their other spellings", async () => {
    expect(await found("KL")).toEqual(["Bukit Bintang Luxury Condo"]);
    expect(await found("TTDI")).toEqual(["Family Home"]);
    expect(await found("Mont Kiara")).toEqual(["Serviced Suite"]);
  });

  it("a short code is a word: SS2 is not SS21, U13 is not U130", async () => {
    expect(await found("SS2")).toEqual(["Link House SS2, near SS2 Market"]);
    expect(await found("ss21")).toEqual(["Semi-D SS21 Damansara Utama"]);
    expect(await found("U13")).toEqual(["Terrace U13 Setia Alam"]);
  });

  it("a short name the agent adds works at once, empties the page cache, and goes again", async () => {
    expect(await found("DU")).toEqual([]);
    const before = await contentVersion();
    expect(await addSearchAlias(" DU ", "Damansara  Utama")).toEqual({ outcome: "added" });
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await addSearchAlias("du", "damansara utama")).toEqual({ outcome: "duplicate" });
    expect(await addSearchAlias("DU", "")).toEqual({ outcome: "invalid", message: "Enter both the short name and the full name." });
    expect(await found("DU")).toEqual(["Semi-D SS21 Damansara Utama"]);

    const [alias] = await listSearchAliases();
    expect(alias).toMatchObject({ short_name: "DU", full_name: "Damansara Utama" });
    await deleteSearchAlias(alias!.id);
    expect(await found("DU")).toEqual([]);
  });
});
