import { describe, expect, it } from "vitest";
import { formatRent, formatRM } from "~/properties/display/money";

describe("money in Malaysian advert style", () => {
  it("writes prices as RM with thousands separators", () => {
    expect(formatRM(1_250_000)).toBe("RM 1,250,000");
    expect(formatRM(980)).toBe("RM 980");
    expect(formatRM(1234.5)).toBe("RM 1,234.5");
  });

  it("writes rent per month", () => {
    expect(formatRent(2_300)).toBe("RM 2,300 / month");
  });
});
