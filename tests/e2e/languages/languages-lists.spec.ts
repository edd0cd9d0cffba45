import type { Page } from "@playwright/test";
import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, headOf, insertListings, jsonLdBlocks } from "../public-helpers";

// Issue 15: the list pages (home, listings, category, location, price range,
// project, tag, search) in English, Bahasa Malaysia (/ms/) and Chinese (/zh/),
// as a visitor sees them. The pages are server-rendered and not hydrated: the
// forms and links are what a visitor without JavaScript uses too.
test.use({ javaScriptEnabled: false });

type Lang = "en" | "ms" | "zh";
const HTML_LANG: Record<Lang, string> = { en: "en-MY", ms: "ms-MY", zh: "zh-Hans-MY" };
const PREFIX: Record<Lang, string> = { en: "", ms: "/ms", zh: "/zh" };
const SWITCHER: Record<Lang, string> = { en: "Language", ms: "Bahasa", zh: "语言" };
const SWITCH_TO: Record<Lang, string> = { en: "EN", ms: "BM", zh: "中文" };

/** What each language says, for the pages this file walks. */
const TEXT = {
  home: { en: "Available Properties", ms: "Hartanah Tersedia", zh: "现有房源" },
  condo: { en: "Condominiums", ms: "Kondominium", zh: "高级公寓" },
  otherCategories: { en: "Other categories", ms: "Kategori lain", zh: "其他类别" },
  location: { en: "Properties in Lingo Hill", ms: "Hartanah di Lingo Hill", zh: "Lingo Hill 的房源" },
  underHalfMillion: { en: "Under RM 500K", ms: "Di bawah RM 500 ribu", zh: "RM 50万以下" },
  monthlyRent: { en: "Monthly rent", ms: "Sewa bulanan", zh: "月租" },
  projectEyebrow: { en: "Project · Lingo Hill", ms: "Projek · Lingo Hill", zh: "项目 · Lingo Hill" },
  availableUnits: { en: "Available units", ms: "Unit tersedia", zh: "现有单位" },
  tag: { en: "Tag: pool", ms: "Tag: pool", zh: "标签：pool" },
  comingSoon: { en: "This feature is coming soon.", ms: "Ciri ini akan tersedia tidak lama lagi.", zh: "此功能即将推出。" },
  search: { en: 'Search results for "wombat"', ms: 'Hasil carian untuk "wombat"', zh: "“wombat”的搜索结果" },
  searchBox: { en: "Search properties", ms: "Cari hartanah", zh: "搜索房源" },
  placeholder: { en: "ID, Title, Project, Location...", ms: "ID, Tajuk, Projek, Lokasi...", zh: "编号、标题、项目、地区..." },
  none: { en: "No available properties found.", ms: "Tiada hartanah tersedia dijumpai.", zh: "未找到现有房源。" },
  found1: { en: "1 property found", ms: "1 hartanah dijumpai", zh: "找到 1 个房源" },
  found2: { en: "2 properties found", ms: "2 hartanah dijumpai", zh: "找到 2 个房源" },
  line1: { en: "1 property for sale in Lingo Vale", ms: "1 hartanah untuk dijual di Lingo Vale", zh: "Lingo Vale 的 1 个出售房源" },
  line2: { en: "2 properties for sale in Lingo Hill", ms: "2 hartanah untuk dijual di Lingo Hill", zh: "Lingo Hill 的 2 个出售房源" },
  units1: { en: "1 unit · RM 450,000", ms: "1 unit · RM 450,000", zh: "1 个单位 · RM 450,000" },
  units2: { en: "2 units · RM 450,000", ms: "2 unit · RM 450,000", zh: "2 个单位 · RM 450,000" },
  beds: { en: "3 bed", ms: "3 bilik tidur", zh: "3 间卧室" },
  filters: { en: "Filters", ms: "Penapis", zh: "筛选" },
  bedrooms: { en: "Bedrooms", ms: "Bilik tidur", zh: "卧室" },
  show: { en: "Show results", ms: "Papar hasil", zh: "显示结果" },
  forRent: { en: "For Rent", ms: "Untuk Disewa", zh: "出租" },
  dealNav: { en: "For sale or for rent", ms: "Untuk dijual atau disewa", zh: "出售或出租" },
  pagination: { en: "Pagination", ms: "Halaman", zh: "分页" },
  next: { en: "Next", ms: "Seterusnya", zh: "下一页" },
} satisfies Record<string, Record<Lang, string>>;

/** Every site link and form target in the page's main content: in the page's language, never English by accident. */
async function expectLinksIn(page: Page, lang: Lang) {
  const targets = await page.locator("main").evaluate((main) => [
    ...[...main.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!),
    ...[...main.querySelectorAll("form[action]")].map((f) => f.getAttribute("action")!),
  ]);
  const site = targets.filter((href) => href.startsWith("/") && !/^\/(images|assets)\//.test(href));
  expect(site.length).toBeGreaterThan(0);
  for (const href of site) {
    if (lang === "en") expect(href, href).not.toMatch(/^\/(ms|zh)(\/|$|\?)/);
    else expect(href, href).toMatch(new RegExp(`^/${lang}(/|$|\\?)`));
  }
}

/** The switcher offers this very page (path and query) in every language. */
async function expectSwitcher(page: Page, lang: Lang, englishPath: string) {
  const nav = page.getByRole("navigation", { name: SWITCHER[lang], exact: true });
  for (const other of ["en", "ms", "zh"] as const) {
    const expected = other === "en" ? englishPath : `${PREFIX[other]}${englishPath}`;
    await expect(nav.getByRole("link", { name: SWITCH_TO[other], exact: true })).toHaveAttribute("href", expected);
  }
}

async function open(page: Page, lang: Lang, englishPath: string) {
  const url = `${PREFIX[lang]}${englishPath}`;
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
  await expectSwitcher(page, lang, englishPath);
  await expectLinksIn(page, lang);
}

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test.describe("list pages in each language", () => {
  let ids: string[] = [];
  test.beforeAll(() => {
    const rows = insertListings([
      { title: "Quokka Lingo Loft", property_type: "Quokka Loft", location: "Lingo Vale", project_name: "Lingo One Residences" },
      { title: "Wombat Lingo Loft East", property_type: "Wombat Loft", location: "Lingo Hill", project_name: "Lingo Two Residences" },
      { title: "Wombat Lingo Loft West", property_type: "Wombat Loft", location: "Lingo Hill", project_name: "Lingo Two Residences" },
    ]);
    ids = rows.map((r) => r.id);
    withServerDb((db) =>
      db
        .prepare(`update properties set bedrooms = 3, tenure = 'Freehold' where id in (${ids.map(() => "?").join(",")})`)
        .run(...ids),
    );
  });
  test.afterAll(() => deleteListings(ids));

  for (const lang of ["en", "ms", "zh"] as const) {
    test(`${lang}: home, /listings, search box and filters`, async ({ page }) => {
      for (const path of ["/", "/listings"]) {
        await open(page, lang, path);
        await expect(h1(page, TEXT.home[lang])).toBeVisible();
      }
      const box = page.getByRole("searchbox", { name: TEXT.searchBox[lang] });
      await expect(box).toHaveAttribute("placeholder", TEXT.placeholder[lang]);
      await expect(page.getByRole("navigation", { name: TEXT.pagination[lang] }).getByRole("link", { name: TEXT.next[lang] })).toHaveAttribute(
        "href",
        lang === "en" ? "/listings?page=2" : `/${lang}/listings?page=2`,
      );

      // The filters, without JavaScript: a plain GET that stays in the language.
      await page.goto(`${PREFIX[lang]}/`);
      await page.getByRole("navigation", { name: TEXT.dealNav[lang] }).getByRole("link", { name: TEXT.forRent[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/\\?deal=rent$`));
      // A wide screen shows the filter fields in a row from the first paint: no "Filters" to open (decision 057).
      await expect(page.getByText(TEXT.filters[lang], { exact: true })).toBeHidden();
      await page.getByLabel(TEXT.bedrooms[lang]).selectOption("2");
      await page.getByRole("button", { name: TEXT.show[lang] }).click();
      const url = new URL(page.url());
      expect(url.pathname).toBe(`${PREFIX[lang]}/`);
      expect(url.searchParams.get("beds")).toBe("2");
      expect(url.searchParams.get("deal")).toBe("rent");
      await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
      // The page is rendered for its canonical query (the page cache's key), in every language.
      await expectSwitcher(page, lang, "/?beds=2&deal=rent");
    });

    test(`${lang}: category, with the plural of its count at 1 and 2`, async ({ page }) => {
      await open(page, lang, "/category/condo");
      await expect(h1(page, TEXT.condo[lang])).toBeVisible();
      await expect(page.getByRole("navigation", { name: TEXT.otherCategories[lang] }).getByRole("link")).toHaveCount(3);

      await open(page, lang, "/category/quokka-loft");
      await expect(page.getByText(TEXT.found1[lang], { exact: true })).toBeVisible();
      // The card's facts in the language (the names of values such as Freehold are the facts catalog's: languages-seo and facts specs).
      const card = page.locator("main article").filter({ hasText: "Quokka Lingo Loft" });
      await expect(card).toContainText(TEXT.beds[lang]);
      await open(page, lang, "/category/wombat-loft");
      await expect(page.getByText(TEXT.found2[lang], { exact: true })).toBeVisible();
    });

    test(`${lang}: location, its filtered line at 1 and 2, and the switcher keeping the query`, async ({ page }) => {
      await open(page, lang, "/location/lingo-hill");
      await expect(h1(page, TEXT.location[lang])).toBeVisible();
      await open(page, lang, "/location/lingo-vale?deal=sale");
      await expect(page.getByText(TEXT.line1[lang], { exact: true })).toBeVisible();
      await open(page, lang, "/location/lingo-hill?deal=sale");
      await expect(page.getByText(TEXT.line2[lang], { exact: true })).toBeVisible();

      // To the next language, on the same page with the same filters.
      const next = lang === "en" ? "ms" : lang === "ms" ? "zh" : "en";
      await page.getByRole("navigation", { name: SWITCHER[lang], exact: true }).getByRole("link", { name: SWITCH_TO[next], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${PREFIX[next]}/location/lingo-hill\\?deal=sale$`));
      await expect(h1(page, TEXT.location[next])).toBeVisible();
      await expect(page.getByText(TEXT.line2[next], { exact: true })).toBeVisible();
    });

    test(`${lang}: price range, project, tag and search`, async ({ page, request }) => {
      await open(page, lang, "/price-range/under-500k");
      await expect(h1(page, TEXT.underHalfMillion[lang])).toBeVisible();
      await open(page, lang, "/price-range/rent-under-1500");
      await expect(page.getByText(TEXT.monthlyRent[lang], { exact: true })).toBeVisible();

      await open(page, lang, "/project/lingo-two-residences");
      await expect(h1(page, "Lingo Two Residences")).toBeVisible();
      await expect(page.getByText(TEXT.projectEyebrow[lang], { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: TEXT.availableUnits[lang] })).toBeVisible();
      await expect(page.getByText(TEXT.found2[lang], { exact: true })).toBeVisible();
      await expect(page.getByText(TEXT.units2[lang], { exact: true })).toBeVisible();
      await open(page, lang, "/project/lingo-one-residences");
      await expect(page.getByText(TEXT.found1[lang], { exact: true })).toBeVisible();
      await expect(page.getByText(TEXT.units1[lang], { exact: true })).toBeVisible();
      // Its structured data names the trail in the language, with the language's URLs.
      const html = await (await request.get(`${PREFIX[lang]}/project/lingo-one-residences`)).text();
      const trail = jsonLdBlocks(html).find((b) => (b as { "@type": string })["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(trail.itemListElement[0].name).toBe(TEXT.home[lang]);
      expect(new URL(trail.itemListElement[1].item).pathname).toBe(`${PREFIX[lang]}/location/lingo-vale`);
      expect(headOf(html)).toContain(`hrefLang="${HTML_LANG[lang]}"`);

      await open(page, lang, "/tag/pool");
      await expect(h1(page, TEXT.tag[lang])).toBeVisible();
      await expect(page.getByText(TEXT.comingSoon[lang], { exact: true })).toBeVisible();

      await open(page, lang, "/search?q=wombat");
      await expect(h1(page, TEXT.search[lang])).toBeVisible();
      await expect(page.getByText(TEXT.found2[lang], { exact: true })).toBeVisible();
      await open(page, lang, "/search?q=quokka");
      await expect(page.getByText(TEXT.found1[lang], { exact: true })).toBeVisible();
      await page.goto(`${PREFIX[lang]}/search?q=zzzznothing`);
      await expect(page.getByText(TEXT.none[lang], { exact: true })).toBeVisible();
    });
  }

  test("a Malay or Chinese list with its query in another order is the same cache entry", async ({ request }) => {
    for (const lang of ["ms", "zh"] as const) {
      const first = await request.get(`/${lang}/?beds=2&deal=rent`);
      expect(first.status()).toBe(200);
      const again = await request.get(`/${lang}/?deal=RENT&beds=2&utm_source=whatsapp`);
      expect(again.headers()["x-page-cache"]).toBe("hit");
      expect(await again.text()).toBe(await first.text());
    }
  });

  test("meta titles and descriptions are in the page's language", async ({ request }) => {
    const title = async (url: string) => /<title>([^<]*)<\/title>/.exec(headOf(await (await request.get(url)).text()))?.[1] ?? "";
    expect(await title("/price-range/rent-under-1500")).toMatch(/^Properties for rent, under RM 1,500 a month/);
    expect(await title("/ms/price-range/rent-under-1500")).toMatch(/^Hartanah untuk disewa, di bawah RM 1,500 sebulan/);
    expect(await title("/zh/price-range/rent-under-1500")).toMatch(/^出租房源，月租 RM 1,500 以下/);
    expect(await title("/zh/location/lingo-hill")).toMatch(/^Lingo Hill 的房源/);
    expect(await title("/ms/project/lingo-two-residences")).toMatch(/^Lingo Two Residences, Lingo Hill: unit untuk dijual dan disewa/);
  });
});

// Axe on these pages in Malay and Chinese (home, a category, a project, a rent range, a search),
// at 390 and 1366 px: review/public-review.spec.ts, which reads every public page kind in the three languages.
