import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { factsOf, factSections } from "~/properties/display/facts";
import { FACILITIES } from "~/properties/model/property";
import { loader as brochureLoader } from "~/routes/brochure";
import { createTestProperty } from "../../factories";

type BrochureArgs = Parameters<typeof brochureLoader>[0];
const get = (path: string, id: string) => brochureLoader({ params: { id }, request: new Request(`https://x.my${path}`), context: {} } as unknown as BrochureArgs);

/** What pdf.js (Mozilla's reader) finds in the PDF: its pages and its text, with the line breaks and spaces of its layout taken out. */
async function readPdf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  const size = bytes.length; // pdf.js takes the buffer over
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, bytes: size, flat: text.replace(/\s+/g, "") };
}
const flat = (s: string) => s.replace(/\s+/g, "");

/** A listing with every fact the brochure prints, long ones included (the nearby places, every facility). */
const FULL = {
  title: "Brochure Everything Residence",
  title_ms: "Kediaman Brosur Lengkap",
  title_zh: "房源资料全套公寓",
  listing_type: ["sale", "rent"],
  price_sale: 1_280_000,
  price_rent: 4_800,
  built_up_area: 1_650,
  land_area: 1_650,
  bedrooms: 4,
  bathrooms: 3,
  carparks: 2,
  furnishing: "Fully Furnished",
  occupancy: "Vacant",
  tenure: "Leasehold",
  lease_expiry_year: 2110,
  title_type: "Strata",
  land_status: "Open",
  developer: "Sunrise Berhad Development Holdings",
  completion_year: 2018,
  storeys: 38,
  floor_level: "High floor, 31",
  unit_position: "Corner",
  facing: "North-East",
  facilities: [...FACILITIES],
  nearby: [
    "5 min walk to MRT Semantan",
    "10 min drive to Bangsar Village and Bangsar Shopping Centre",
    "Near Sri Hartamas international schools and Mont Kiara",
    "Pavilion Damansara Heights across the road",
  ].join("\n"),
  maintenance_fee: 580,
  sinking_fund: 58,
  security_deposit: 2,
  utility_deposit: 0.5,
  advance_rental: 1,
  minimum_tenancy: 24,
  available_from: "2027-01-15",
} as const;

// Issue 29 item 5: the brochure in the page's language, prices labelled, no fact cut.
describe("the brochure in the page's language", () => {
  it("/ms/ gives a Malay brochure and /zh/ a Chinese one (its font embedded), one page, every fact whole", async () => {
    const listing = await createTestProperty(FULL as never);
    for (const lang of ["en", "ms", "zh"] as const) {
      const prefix = lang === "en" ? "" : `/${lang}`;
      const pdf = await readPdf(await get(`${prefix}/listing/${listing.slug}/brochure.pdf`, listing.slug));
      expect(pdf.pages, lang).toBe(1);
      // Every fact the listing page shows in this language, label and value, none cut.
      const facts = [...factsOf(listing, { key: true, lang }), ...factSections(listing, undefined, lang).flatMap((s) => s.facts)];
      expect(facts.length).toBeGreaterThan(20);
      for (const fact of facts) {
        const value = Array.isArray(fact.value) ? fact.value.join(", ") : fact.value;
        expect(pdf.flat, `${lang}: ${fact.label}`).toContain(flat(`${fact.label}: ${value}`));
      }
      if (lang === "zh") console.info(`Chinese brochure: ${pdf.bytes} bytes`);
    }
    const ms = await readPdf(await get(`/ms/listing/${listing.slug}/brochure.pdf`, listing.slug));
    for (const text of ["Kediaman Brosur Lengkap", `ID Hartanah ${listing.display_id}`, "Untuk Dijual RM 1,280,000", "Untuk Disewa RM 4,800", "Hubungi Perunding", "Imbas untuk gambar dan butiran", "Bilik Tidur: 4", "Pegangan: Pajakan"]) {
      expect(ms.flat).toContain(flat(text));
    }
    expect(ms.flat).toContain(flat(`/ms/listing/${listing.slug}`));
    const zh = await readPdf(await get(`/zh/listing/${listing.slug}/brochure.pdf`, listing.slug));
    for (const text of ["房源资料全套公寓", `房源编号 ${listing.display_id}`, "出售 RM 1,280,000", "出租 RM 4,800", "联系房产经纪", "扫码查看照片和详情", "卧室: 4"]) {
      expect(zh.flat).toContain(flat(text));
    }
    const en = await readPdf(await get(`/listing/${listing.slug}/brochure.pdf`, listing.slug));
    for (const text of [`Property ID ${listing.display_id}`, "For Sale RM 1,280,000", "For Rent RM 4,800", "Scan for photos and details"]) {
      expect(en.flat).toContain(flat(text));
    }
    expect(en.flat).not.toContain("Untuk");
    // Six brochures, the first Chinese one reading its 16 MB of fonts: 12 s on a quiet machine, 35 s on a loaded one.
  }, 180_000);
});
