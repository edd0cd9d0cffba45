import { describe, expect, it } from "vitest";
import { groupDigits, groupsThousands } from "~/properties/ui/editor/grouped-number";
import { parseOptionalNumber } from "~/properties/model/form";
import { FIELDS } from "~/properties/model/fields";

describe("thousands separators in the property form", () => {
  it("groups whole numbers and keeps a decimal part as typed", () => {
    expect(groupDigits("1350000")).toBe("1,350,000");
    expect(groupDigits("1,35,0000")).toBe("1,350,000");
    expect(groupDigits("1234.5")).toBe("1,234.5");
    expect(groupDigits("999")).toBe("999");
    expect(groupDigits("")).toBe("");
    expect(groupDigits("1350000.")).toBe("1,350,000.");
  });

  it("leaves text that is not a number alone, for the server to name the field", () => {
    expect(groupDigits("abc")).toBe("abc");
    expect(groupDigits("1.2.3")).toBe("1.2.3");
  });

  it("groups prices, areas and monthly costs, never years, counts or months", () => {
    const grouped = Object.entries(FIELDS)
      .filter(([, f]) => groupsThousands(f))
      .map(([name]) => name);
    expect(grouped).toEqual(["price_sale", "price_rent", "built_up_area", "land_area", "maintenance_fee", "sinking_fund"]);
  });

  it("what the form shows, the server reads back as the number", () => {
    for (const typed of ["1350000", "2200.5", "880000"]) expect(parseOptionalNumber(groupDigits(typed))).toBe(Number(typed));
  });
});
