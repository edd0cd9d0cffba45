import { describe, expect, it } from "vitest";
import { parseOptionalNumber, propertyFormSchema, REQUIRED_MESSAGE } from "~/properties/model/form";

describe("parseOptionalNumber (docs/product.md#validation: empty or zero → null)", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["   ", null],
    ["0", null],
    ["0.00", null],
    ["1250000", 1250000],
    ["1,250,000", 1250000],
    [" 2 300 ", 2300],
    ["1650.5", 1650.5],
    [".5", 0.5],
  ])("%j → %j", (raw, value) => {
    expect(parseOptionalNumber(raw)).toBe(value);
  });

  it.each(["abc", "-5", "1e6", "12abc", "Infinity", "1.2.3"])("%j is not a number", (raw) => {
    expect(parseOptionalNumber(raw)).toBeNaN();
  });

  it("wants whole numbers where asked", () => {
    expect(parseOptionalNumber("3", { integer: true })).toBe(3);
    expect(parseOptionalNumber("2.5", { integer: true })).toBeNaN();
  });
});

describe("propertyFormSchema", () => {
  const minimal = { title: "T", location: "L", listing_type: ["sale"] };

  it("applies the defaults of a new property", () => {
    expect(propertyFormSchema.parse(minimal)).toMatchObject({
      owner_name: "",
      owner_contact: "",
      status: "Available",
      is_featured: false,
      price_sale: null,
      bedrooms: null,
    });
  });

  it("keeps a price only for a selected listing type", () => {
    const both = { ...minimal, price_sale: "500000", price_rent: "2000" };
    expect(propertyFormSchema.parse(both)).toMatchObject({ price_sale: 500000, price_rent: null });
    expect(propertyFormSchema.parse({ ...both, listing_type: ["rent", "sale"] })).toMatchObject({
      listing_type: ["sale", "rent"],
      price_sale: 500000,
      price_rent: 2000,
    });
  });

  it.each([{ title: "  " }, { location: "" }, { listing_type: [] }])("refuses %j with the one message", (override) => {
    const result = propertyFormSchema.safeParse({ ...minimal, ...override });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([REQUIRED_MESSAGE]);
  });

  it("refuses an unknown status or listing type", () => {
    expect(propertyFormSchema.safeParse({ ...minimal, status: "Gone" }).success).toBe(false);
    expect(propertyFormSchema.safeParse({ ...minimal, listing_type: ["lease"] }).success).toBe(false);
  });
});
