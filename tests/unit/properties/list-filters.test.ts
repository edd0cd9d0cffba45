import { describe, expect, it } from "vitest";
import { canonicalListQuery, listHref, parseListFilters, resultLine } from "~/properties/list-filters";
import { translator } from "~/i18n/translator";
import { pageCacheKey } from "~/site/page-cache-key";

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

describe("the page cache key of a list URL", () => {
  it("is one entry whatever the order of the parameters", () => {
    expect(pageCacheKey("/?beds=3&deal=rent")).toBe("/?beds=3&deal=rent");
    expect(pageCacheKey("/?deal=rent&beds=3")).toBe("/?beds=3&deal=rent");
    expect(pageCacheKey("/location/mont-kiara?sort=price_asc&q=+kiara+&page=2&deal=sale")).toBe(
      "/location/mont-kiara?deal=sale&page=2&q=kiara&sort=price_asc",
    );
  });

  it("is the same canonical form in Malay and Chinese (issue 15)", () => {
    expect(pageCacheKey("/ms/?deal=rent&beds=3&utm_source=x")).toBe("/ms/?beds=3&deal=rent");
    expect(pageCacheKey("/zh?sort=newest&beds=3")).toBe("/zh?beds=3");
    expect(pageCacheKey("/zh/category/condo?page=1&deal=sale")).toBe("/zh/category/condo?deal=sale");
    expect(pageCacheKey("/ms/listing/x?deal=rent&beds=3")).toBe("/ms/listing/x");
  });

  it("drops defaults, unknown and malformed values", () => {
    expect(pageCacheKey("/?sort=newest&page=1&utm_source=whatsapp&fbclid=x")).toBe("/");
    expect(pageCacheKey("/category/condo?beds=many&deal=lease&min_price=-1&type=Castle&page=abc")).toBe("/category/condo");
    expect(pageCacheKey("/search?q=&beds=2+")).toBe("/search?beds=2");
  });

  it("writes equal values one way: case, thousands separators, a location's spelling", () => {
    expect(pageCacheKey("/listings?deal=RENT&min_price=1,500&location=Mont-Kiara&tenure=freehold")).toBe(
      "/listings?deal=rent&location=mont+kiara&min_price=1500&tenure=Freehold",
    );
    // A price range typed the wrong way round is the same range.
    expect(pageCacheKey("/?min_price=900000&max_price=300000")).toBe(pageCacheKey("/?max_price=900000&min_price=300000"));
  });

  it("keeps only what a page reads: a listing, the sitemap or a 404 is its path alone (decision 043)", () => {
    expect(pageCacheKey("/listing/abc?x=1&a=2")).toBe("/listing/abc");
    expect(pageCacheKey("/ms/listing/abc?fbclid=IwAR0x&utm_source=whatsapp")).toBe("/ms/listing/abc");
    expect(pageCacheKey("/listing/abc/brochure.pdf?v=2")).toBe("/listing/abc/brochure.pdf");
    expect(pageCacheKey("/sitemap.xml?gclid=1")).toBe("/sitemap.xml");
    expect(pageCacheKey("/no-such-page?x=1")).toBe("/no-such-page");
    expect(pageCacheKey("/listings/?b=1&a=2&beds=3")).toBe("/listings/?beds=3");
  });

  it("keeps the thank-you's `sent=1` and a shortlist's ids, nothing else", () => {
    expect(pageCacheKey("/listing/abc/enquiry?sent=1&fbclid=x")).toBe("/listing/abc/enquiry?sent=1");
    expect(pageCacheKey("/zh/listing/abc/enquiry?sent=2")).toBe("/zh/listing/abc/enquiry");
    expect(pageCacheKey("/shortlist?utm_medium=x&ids=3,1,2")).toBe("/shortlist?ids=3%2C1%2C2");
    expect(pageCacheKey("/ms/shortlist?x=1")).toBe("/ms/shortlist");
    // The script's request for an empty shortlist is not the shell (it failed in CI after 78a204d).
    expect(pageCacheKey("/shortlist?ids=")).toBe("/shortlist?ids=");
  });

  it("keys a .data request as its page, without _routes", () => {
    expect(pageCacheKey("/category/condo.data?deal=sale&beds=3&_routes=x&y=1")).toBe("/category/condo.data?beds=3&deal=sale");
    expect(pageCacheKey("/_root.data?fbclid=1&beds=2")).toBe("/_root.data?beds=2");
    expect(pageCacheKey("/listing/abc.data?_routes=routes/listing&n=1")).toBe("/listing/abc.data");
  });

  it("covers the project pages of issue 14 too", () => {
    expect(pageCacheKey("/project/arcoris?deal=sale&beds=2")).toBe("/project/arcoris?beds=2&deal=sale");
  });
});

describe("parsing the filters", () => {
  it("reads every filter", () => {
    expect(
      parse("deal=sale&min_price=500000&max_price=1000000&beds=3&type=Terrace House&location=petaling jaya&tenure=Leasehold&furnishing=Fully Furnished&min_sqft=1200&sort=psf_asc"),
    ).toEqual({
      deal: "sale",
      min_price: 500_000,
      max_price: 1_000_000,
      beds: 3,
      type: "Terrace House",
      location: "petaling jaya",
      tenure: "Leasehold",
      furnishing: "Fully Furnished",
      min_sqft: 1200,
      sort: "psf_asc",
    });
  });

  it("never throws on what a URL can hold", () => {
    for (const query of ["%", "beds=%E0%A4%A", "min_price=1e999", "deal=sale&deal=rent", "sort=__proto__", "type=constructor", "page=99999999999"]) {
      expect(() => canonicalListQuery(new URLSearchParams(query))).not.toThrow();
    }
    expect(parse("sort=__proto__&type=constructor")).toEqual({ sort: "newest" });
  });

  it("keeps the filters in page links, in canonical order", () => {
    expect(listHref("/location/cheras", parse("sort=price_desc&beds=2"), { page: 3 })).toBe("/location/cheras?beds=2&page=3&sort=price_desc");
    expect(listHref("/", parse(""), { page: 1 })).toBe("/");
  });
});

const en = { t: translator("en"), lang: "en" as const };
const ms = { t: translator("ms"), lang: "ms" as const };
const zh = { t: translator("zh"), lang: "zh" as const };

describe("the result line", () => {
  it("says what was found in words", () => {
    expect(resultLine(en, parse("deal=rent&location=mont-kiara"), { total: 12 }, { location: "Mont Kiara" })).toBe(
      "12 properties for rent in Mont Kiara",
    );
    expect(resultLine(en, parse("deal=sale"), { total: 1 })).toBe("1 property for sale");
    expect(resultLine(en, parse("beds=3&deal=rent&max_price=3000&furnishing=Fully Furnished"), { total: 4 })).toBe(
      "4 properties for rent: up to RM 3,000 a month, 3+ bedrooms, Fully Furnished",
    );
    expect(resultLine(en, parse("min_price=500000&max_price=1000000&min_sqft=1000&type=Bungalow"), { total: 2 })).toBe(
      "2 properties: Bungalow, RM 500,000 to RM 1,000,000, 1,000 sqft built-up or more",
    );
    expect(resultLine(en, parse("deal=sale"), { total: 1000, capped: true })).toBe("1,000+ properties for sale");
  });

  it("says it in Malay and Chinese, the values of choices too (issue 15)", () => {
    expect(resultLine(ms, parse("deal=rent"), { total: 1 }, { location: "Mont Kiara" })).toBe("1 hartanah untuk disewa di Mont Kiara");
    expect(resultLine(ms, parse("beds=3&deal=rent&max_price=3000"), { total: 2 })).toBe(
      "2 hartanah untuk disewa: sehingga RM 3,000 sebulan, 3+ bilik tidur",
    );
    expect(resultLine(zh, parse("deal=rent"), { total: 2 }, { location: "Mont Kiara" })).toBe("Mont Kiara 的 2 个出租房源");
    expect(resultLine(zh, parse("deal=sale&min_price=500000"), { total: 1000, capped: true })).toBe("1,000+ 个出售房源：RM 500,000 起");
  });
});

describe("filters declared by a field (decisions 038, 045)", () => {
  it("each declared choice filter is a URL parameter, parsed, written canonically and in the result line", async () => {
    const { LIST_FILTERS, FILTER_PARAMS } = await import("~/properties/list-filters");
    const choices = LIST_FILTERS.flatMap((s) => (s.as === "choice" ? [s] : []));
    expect(choices.map((c) => [c.name, c.param])).toEqual([
      ["property_type", "type"],
      ["furnishing", "furnishing"],
      ["tenure", "tenure"],
    ]);
    const t = translator("en");
    for (const { param, options } of choices) {
      expect(FILTER_PARAMS).toContain(param);
      const value = options[0]!;
      const filters = parse(`${param}=${encodeURIComponent(` ${value.toUpperCase()} `)}&deal=sale`) as Record<string, unknown>;
      expect(filters[param]).toBe(value);
      expect(canonicalListQuery(new URLSearchParams(`${param}=${encodeURIComponent(value.toLowerCase())}`))).toBe(
        `?${new URLSearchParams({ [param]: value })}`,
      );
      expect((parse(`${param}=not-a-choice`) as Record<string, unknown>)[param]).toBeUndefined();
      expect(resultLine({ t, lang: "en" }, filters as never, { total: 2 })).toBe(`2 properties for sale: ${value}`);
    }
  });

  it("every filter and sort of the lists is declared on a public field, or on what a save stores (the stations, decision 060)", async () => {
    const { FILTER_PARAMS, SORT_KEYS } = await import("~/properties/list-filters");
    expect(FILTER_PARAMS).toEqual(["beds", "deal", "furnishing", "line", "location", "max_price", "min_price", "min_sqft", "near", "sort", "tenure", "type"]);
    expect(SORT_KEYS).toEqual(["newest", "price_asc", "price_desc", "psf_asc", "size_desc"]);
  });

  it("reads a station distance and a line as a person may write them, and drops the rest", async () => {
    const { parseListFilters, canonicalListQuery } = await import("~/properties/list-filters");
    const read = (q: string) => parseListFilters(new URLSearchParams(q));
    expect(read("near=1km&line=KG")).toMatchObject({ near: 1000, line: "kg" });
    expect(read("near=500 m&line=ktm-bc")).toMatchObject({ near: 500, line: "ktm-bc" });
    expect(read("near=750&line=xyz")).toEqual({ sort: "newest" });
    expect(canonicalListQuery(new URLSearchParams("line=KG&near=2km&beds=2"))).toBe("?beds=2&line=kg&near=2000");
  });
});
