import { test, expect, withServerDb } from "../fixtures";
import { decodeEntities, deleteListings, demoRow, headOf, insertListings, jsonLdBlocks } from "../public-helpers";

/**
 * What a search engine sees of each language (issue 15, decision 027): every
 * public page kind at its English, /ms/ and /zh/ URL says its language in
 * <html lang>, names itself as canonical in that language, lists the three
 * languages and x-default as hreflang alternates, and the sitemap lists
 * every language. Then the facts a visitor reads in Malay and Chinese.
 */
const LANGS = [
  { lang: "en", prefix: "", tag: "en-MY" },
  { lang: "ms", prefix: "/ms", tag: "ms-MY" },
  { lang: "zh", prefix: "/zh", tag: "zh-Hans-MY" },
] as const;

const KLCC = "Fully Furnished Corner Unit with KLCC View";

/** `<link rel="alternate" hrefLang=…>` of a head, as { tag: href }. */
function alternates(head: string): Record<string, string> {
  const links = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, decodeEntities(m[2]!)]));
}

function canonical(head: string): string | null {
  const found = /<link rel="canonical" href="([^"]+)"\/>/.exec(head)?.[1];
  return found === undefined ? null : decodeEntities(found);
}

/** The English path of each public page kind (with the query that keeps it distinct), against the demo catalogue. */
function pageKinds() {
  const detail = demoRow(KLCC);
  return [
    { kind: "home", path: "/", canonical: "/" },
    // /listings is the home page's list: its canonical is the home page, in the same language.
    { kind: "listings", path: "/listings", canonical: "/" },
    { kind: "detail", path: `/listing/${detail.slug}`, canonical: `/listing/${detail.slug}` },
    { kind: "category", path: "/category/condo", canonical: "/category/condo" },
    { kind: "location", path: "/location/mont-kiara", canonical: "/location/mont-kiara" },
    { kind: "price range", path: "/price-range/under-500k", canonical: "/price-range/under-500k" },
    { kind: "project", path: "/project/arcoris-residences", canonical: "/project/arcoris-residences" },
    { kind: "search", path: "/search?q=condo", canonical: "/search" },
    { kind: "tag", path: "/tag/pool", canonical: "/tag/pool" },
  ];
}

/** A path in a language, as the site writes it: `/` → `/ms/`, `/category/condo` → `/ms/category/condo`. */
const inLang = (prefix: string, path: string) => `${prefix}${path}`;

test("every public page kind says its language, its canonical in that language, and the three hreflang alternates with x-default", async ({ request, baseURL }) => {
  for (const { kind, path, canonical: english } of pageKinds()) {
    for (const { prefix, tag } of LANGS) {
      const url = inLang(prefix, path);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html, `${kind} ${url}`).toContain(`<html lang="${tag}"`);
      const head = headOf(html);
      expect(canonical(head), `${kind} ${url}`).toBe(`${baseURL}${inLang(prefix, english)}`);
      expect(alternates(head), `${kind} ${url}`).toEqual({
        "en-MY": `${baseURL}${english}`,
        "ms-MY": `${baseURL}/ms${english}`,
        "zh-Hans-MY": `${baseURL}/zh${english}`,
        "x-default": `${baseURL}${english}`,
      });
    }
  }
});

test("a missing page answers 404 in its language, kept out of search results", async ({ request }) => {
  for (const { prefix, tag } of LANGS) {
    const res = await request.get(`${prefix}/no-such-page-here`);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${tag}"`);
    const head = headOf(html);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(canonical(head)).toBeNull();
  }
});

type Ld = { "@type": string; inLanguage?: string; url?: string; itemListElement?: { item: string }[] };

test("JSON-LD names the page's language and its URLs in that language: listing, project, breadcrumbs", async ({ request, baseURL }) => {
  const row = demoRow(KLCC);
  for (const { prefix, tag } of LANGS) {
    const blocks = jsonLdBlocks(await (await request.get(`${prefix}/listing/${row.slug}`)).text()) as Ld[];
    const listing = blocks.find((b) => b["@type"] === "RealEstateListing");
    expect(listing).toMatchObject({ inLanguage: tag, url: `${baseURL}${prefix}/listing/${row.slug}` });
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement!.map((i) => i.item);
    expect(trail).toEqual([`${baseURL}${prefix}/`, `${baseURL}${prefix}/location/mont-kiara`, `${baseURL}${prefix}/listing/${row.slug}`]);

    const project = jsonLdBlocks(await (await request.get(`${prefix}/project/arcoris-residences`)).text()) as Ld[];
    expect(project.find((b) => b.url)?.url).toBe(`${baseURL}${prefix}/project/arcoris-residences`);
    const projectTrail = project.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement!.map((i) => i.item);
    expect(projectTrail.at(-1)).toBe(`${baseURL}${prefix}/project/arcoris-residences`);
    expect(projectTrail.every((url) => url.startsWith(`${baseURL}${prefix}/`))).toBe(true);
  }
});

test("the sitemap lists every page and listing in every language", async ({ request, baseURL }) => {
  const locsOf = async (url: string) => [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
  const files = await locsOf("/sitemap.xml");
  const listed = (await Promise.all(files.map(locsOf))).flat();
  const slugs = withServerDb((db) => db.prepare("select slug from properties where status = 'Available'").pluck().all() as string[]);
  for (const { prefix } of LANGS) {
    for (const path of ["/", "/category/condo", "/location/mont-kiara", "/price-range/under-500k", "/project/arcoris-residences"]) {
      expect(listed, `${prefix}${path}`).toContain(`${baseURL}${prefix}${path}`);
    }
    const listings = listed.filter((loc) => loc.startsWith(`${baseURL}${prefix}/listing/`));
    expect(listings.sort(), prefix).toEqual(slugs.map((slug) => `${baseURL}${prefix}/listing/${slug}`).sort());
  }
  // Pages kept out of search results are not listed in any language.
  expect(listed.filter((loc) => /\/(search|tag\/)/.test(loc))).toEqual([]);
  // Every URL the sitemap lists is a real page, answering in its language.
  for (const loc of [`${baseURL}/ms/category/condo`, `${baseURL}/zh/listing/${slugs[0]}`]) {
    const res = await request.get(loc, { maxRedirects: 0 });
    expect(res.status(), loc).toBe(200);
    expect(canonical(headOf(await res.text())), loc).toBe(loc);
  }
});

/** This year in Malaysia (UTC+8), as the page counts "years left" and "Expected". */
const malaysianYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

test("a listing's facts read in Malay on /ms/ and in Chinese on /zh/: terms, units, years and dates", async ({ page }) => {
  const year = malaysianYear();
  const [freehold, leasehold] = insertListings([{ title: "Languages Facts Freehold Condo" }, { title: "Languages Facts Leasehold Terrace", property_type: "Terrace House" }]);
  withServerDb((db) => {
    db.prepare(
      `update properties set tenure = 'Freehold', furnishing = 'Fully Furnished', title_type = 'Individual', land_status = 'Bumi Lot',
         occupancy = 'Vacant', facing = 'North-East', unit_position = 'Corner', facilities = '["Swimming Pool","Surau"]',
         built_up_area = 1200, bedrooms = 3, completion_year = ?, maintenance_fee = 350, security_deposit = 2, utility_deposit = 0.5,
         available_from = ? where id = ?`,
    ).run(year + 1, `${year + 1}-01-15`, freehold!.id);
    db.prepare("update properties set tenure = 'Leasehold', lease_expiry_year = ?, furnishing = 'Partly Furnished', land_status = 'Malay Reserve' where id = ?").run(
      year + 72,
      leasehold!.id,
    );
  });
  try {
    /** Each fact the page shows, label → value, as a visitor reads them. */
    const factsOn = async (url: string) => {
      expect((await page.goto(url))?.status(), url).toBe(200);
      const rows = await page.locator("main dl > div").evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dt")?.textContent?.trim() ?? "", (d.querySelector("dd") as HTMLElement | null)?.innerText.trim() ?? ""]),
      );
      return Object.fromEntries(rows);
    };

    expect(await factsOn(`/listing/${freehold!.slug}`)).toMatchObject({
      Tenure: "Freehold",
      Furnishing: "Fully Furnished",
      "Land Status": "Bumi Lot",
      "Completion Year": `Expected ${year + 1}`,
      "Utility Deposit": "0.5 month",
      "Available From": `15 Jan ${year + 1}`,
    });

    expect(await factsOn(`/ms/listing/${freehold!.slug}`)).toMatchObject({
      "Jenis Hartanah": "Kondominium/Apartmen/Flat",
      "Keluasan Binaan (kaki persegi)": "1,200",
      Pegangan: "Pegangan Bebas",
      Perabot: "Berperabot Penuh",
      Penghunian: "Kosong",
      "Jenis Hakmilik": "Hakmilik Individu",
      "Status Tanah": "Lot Bumiputera",
      "Arah Menghadap": "Timur Laut",
      "Kedudukan Unit": "Lot Tepi",
      "Tahun Siap": `Dijangka ${year + 1}`,
      "Yuran Penyelenggaraan": "RM 350 / bulan",
      "Deposit Keselamatan": "2 bulan",
      "Tersedia Mulai": `15 Jan ${year + 1}`,
    });
    await expect(page.getByRole("heading", { name: "Hakmilik dan pegangan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Terma sewaan" })).toBeVisible();
    await expect(page.locator("main li", { hasText: "Kolam Renang" })).toBeVisible();

    expect(await factsOn(`/zh/listing/${freehold!.slug}`)).toMatchObject({
      房产类型: "高级公寓/公寓/组屋",
      "建筑面积（平方尺）": "1,200",
      地契: "永久地契",
      家具: "全套家具",
      地契类别: "独立地契",
      土地类别: "土著单位",
      朝向: "东北",
      竣工年份: `预计${year + 1}年`,
      管理费: "RM 350 / 月",
      押金: "2个月",
      水电押金: "0.5个月",
      可入住日期: `${year + 1}年1月15日`,
    });
    await expect(page.getByRole("heading", { name: "地契与产权" })).toBeVisible();
    await expect(page.locator("main li", { hasText: "祈祷室" })).toBeVisible();

    expect(await factsOn(`/ms/listing/${leasehold!.slug}`)).toMatchObject({ Pegangan: "Pajakan (baki 72 tahun)", "Status Tanah": "Tanah Rizab Melayu" });
    expect(await factsOn(`/zh/listing/${leasehold!.slug}`)).toMatchObject({ 地契: "租赁地契（剩余72年）", 家具: "部分家具" });
    expect(await factsOn(`/listing/${leasehold!.slug}`)).toMatchObject({ Tenure: "Leasehold (72 years left)" });
  } finally {
    deleteListings([freehold!.id, leasehold!.id]);
  }
});
