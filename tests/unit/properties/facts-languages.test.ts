import { describe, expect, it } from "vitest";
import { factSections, factsOf } from "~/properties/display/facts";
import { formatDate } from "~/properties/display/malaysia-date";

// A listing as the public page reads it: choices stored in English, shown in the page's language (issue 15).
const listing = {
  property_type: "Condominium/Apartment/Flat",
  built_up_area: 1200,
  furnishing: "Fully Furnished",
  tenure: "Leasehold",
  lease_expiry_year: 2098,
  title_type: "Strata",
  land_status: "Bumi Lot",
  completion_year: 2027,
  facilities: ["Swimming Pool", "Surau"],
  maintenance_fee: 350,
  security_deposit: 2,
  utility_deposit: 0.5,
  available_from: "2026-12-05",
};
const year = 2026;
const flat = (lang: "en" | "ms" | "zh") => [
  ...factsOf(listing, { key: true, year, lang }).map((f) => [f.label, f.value]),
  ...factSections(listing, year, lang).flatMap((s) => [[s.section], ...s.facts.map((f) => [f.label, f.value])]),
];

describe("facts in the page's language", () => {
  it("English is as before", () => {
    expect(flat("en")).toEqual([
      ["Built-up Area (sqft)", "1,200"],
      ["Property Type", "Condominium/Apartment/Flat"],
      ["Furnishing", "Fully Furnished"],
      ["Tenure", "Leasehold (72 years left)"],
      ["Title and tenure"],
      ["Title Type", "Strata"],
      ["Land Status", "Bumi Lot"],
      ["Building"],
      ["Completion Year", "Expected 2027"],
      ["Facilities", ["Swimming Pool", "Surau"]],
      ["Costs"],
      ["Maintenance Fee", "RM 350 / month"],
      ["Rental terms"],
      ["Security Deposit", "2 months"],
      ["Utility Deposit", "0.5 month"],
      ["Available From", "5 Dec 2026"],
    ]);
  });

  it("Bahasa Malaysia: Malaysian property terms, months and dates in Malay", () => {
    const facts = Object.fromEntries(flat("ms").filter((f) => f.length === 2));
    expect(facts).toMatchObject({
      "Jenis Hartanah": "Kondominium/Apartmen/Flat",
      Perabot: "Berperabot Penuh",
      Pegangan: "Pajakan (baki 72 tahun)",
      "Jenis Hakmilik": "Hakmilik Strata",
      "Status Tanah": "Lot Bumiputera",
      "Tahun Siap": "Dijangka 2027",
      Kemudahan: ["Kolam Renang", "Surau"],
      "Yuran Penyelenggaraan": "RM 350 / bulan",
      "Deposit Keselamatan": "2 bulan",
      "Tersedia Mulai": "5 Dis 2026",
    });
  });

  it("Simplified Chinese: Malaysian Chinese property terms, 个月 and 年月日 dates", () => {
    const facts = Object.fromEntries(flat("zh").filter((f) => f.length === 2));
    expect(facts).toMatchObject({
      家具: "全套家具",
      地契: "租赁地契（剩余72年）",
      土地类别: "土著单位",
      竣工年份: "预计2027年",
      设施: ["游泳池", "回教祈祷室"],
      管理费: "RM 350 / 月",
      押金: "2个月",
      可入住日期: "2026年12月5日",
    });
    expect(factsOf({ tenure: "Freehold" }, { key: true, lang: "zh" })[0]?.value).toBe("永久地契");
    expect(factsOf({ tenure: "Leasehold", lease_expiry_year: 2020 }, { key: true, year, lang: "ms" })[0]?.value).toBe("Pajakan (tempoh pajakan tamat)");
  });

  it("a value with no message (an imported property type) shows as stored", () => {
    expect(factsOf({ property_type: "Cluster House" }, { key: true, lang: "ms" })[0]?.value).toBe("Cluster House");
    expect(formatDate("not a date", "zh")).toBe("not a date");
  });
});
