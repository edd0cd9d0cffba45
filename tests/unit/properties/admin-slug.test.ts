import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "~/properties/model/slug";

describe("slugify (docs/product.md#slug)", () => {
  it.each([
    ["Fully Furnished Corner Unit", "fully-furnished-corner-unit"],
    ["  Trimmed Title  ", "trimmed-title"],
    ["Condo @ KLCC, 3 Rooms!", "condo-klcc-3-rooms"],
    ["Semi-D -- with   Pool", "semi-d-with-pool"],
    ["snake_case_title", "snake-case-title"],
    ["--Edge Hyphens--", "edge-hyphens"],
    ["UPPER lower", "upper-lower"],
    ["RM1.2 mil (Nego)", "rm12-mil-nego"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("drops letters outside a-z, as the slug rule's \\w does: accents go, CJK-only titles are empty", () => {
    expect(slugify("Café Résidence")).toBe("caf-rsidence");
    expect(slugify("吉隆坡 Condo 公寓")).toBe("condo");
    expect(slugify("吉隆坡公寓")).toBe("");
  });
});

describe("uniqueSlug", () => {
  it("appends -1, -2 … until the slug is free", () => {
    const taken = new Set(["villa", "villa-1", "villa-2"]);
    expect(uniqueSlug("villa", (s) => taken.has(s))).toBe("villa-3");
    expect(uniqueSlug("house", (s) => taken.has(s))).toBe("house");
  });

  it("gives an empty slug a name", () => {
    expect(uniqueSlug("", () => false)).toBe("property");
    expect(uniqueSlug("", (s) => s === "property")).toBe("property-1");
  });
});
