import { describe, expect, it } from "vitest";
import { parsePriceRange, priceRangeContains } from "~/properties/price-ranges";

describe("price ranges (docs/product.md#price-range)", () => {
  it.each([
    ["under-500k", "Under RM 500K"],
    ["500k-1m", "RM 500K - 1M"],
    ["1m-2m", "RM 1M - 2M"],
    ["above-2m", "Above RM 2M"],
    ["Above-2M", "Above RM 2M"],
  ])("%s is labelled %s", (segment, label) => {
    expect(parsePriceRange(segment)?.label).toBe(label);
  });

  it.each(["", "cheap", "2m-3m", "under-500", "500k-1m-extra"])("%j is unknown", (segment) => {
    expect(parsePriceRange(segment)).toBeNull();
  });

  it("puts every boundary price in exactly one range", () => {
    const ranges = ["under-500k", "500k-1m", "1m-2m", "above-2m"].map((s) => parsePriceRange(s)!);
    for (const price of [0, 499_999, 500_000, 999_999, 1_000_000, 1_999_999, 2_000_000, 50_000_000]) {
      expect(ranges.filter((r) => priceRangeContains(r, price))).toHaveLength(1);
    }
    expect(priceRangeContains(ranges[0], 499_999)).toBe(true);
    expect(priceRangeContains(ranges[1], 500_000)).toBe(true);
    expect(priceRangeContains(ranges[3], 2_000_000)).toBe(true);
  });
});
