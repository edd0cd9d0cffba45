import { describe, expect, it } from "vitest";
import { foldTypeText, resolveCategory } from "~/properties/categories";
import { PROPERTY_TYPES } from "~/properties/model/property";

/** Which of the property types (docs/product.md#property-types) a category page lists. */
function typesFor(segment: string): string[] {
  const category = resolveCategory(segment)!;
  return PROPERTY_TYPES.filter((t) => category.matches.some((m) => foldTypeText(t).includes(foldTypeText(m))));
}

describe("category aliases (docs/product.md#category)", () => {
  it.each([
    ["condo", "Condominiums"],
    ["apartment", "Apartments"],
    ["landed-house", "Landed Houses"],
    ["terrace", "Terrace Houses"],
    ["semi-d", "Semi-Detached Houses"],
  ])("%s is headed %s", (segment, heading) => {
    expect(resolveCategory(segment)?.heading).toBe(heading);
  });

  it("matches the aliases case-insensitively", () => {
    expect(resolveCategory("CONDO")?.heading).toBe("Condominiums");
  });

  it("condo and apartment both find the Condominium/Apartment/Flat type", () => {
    expect(typesFor("condo")).toEqual(["Condominium/Apartment/Flat"]);
    expect(typesFor("apartment")).toEqual(["Condominium/Apartment/Flat"]);
  });

  it("landed houses are the house types on their own land, not bare land", () => {
    expect(typesFor("landed-house")).toEqual(["Terrace House", "Semi-Detached", "Bungalow", "Townhouse"]);
  });

  it("semi-d finds Semi-Detached and terrace finds Terrace House", () => {
    expect(typesFor("semi-d")).toEqual(["Semi-Detached"]);
    expect(typesFor("terrace")).toEqual(["Terrace House"]);
  });

  it("turns hyphens of other values into spaces", () => {
    const category = resolveCategory("service-residence")!;
    expect(category.heading).toBe("Service Residence");
    expect(category.matches).toEqual(["service residence"]);
    expect(typesFor("office-space")).toEqual(["Office Space"]);
    expect(typesFor("soho")).toEqual(["SOHO"]);
  });

  it("has nothing to match for an empty segment", () => {
    expect(resolveCategory("--")).toBeNull();
  });
});
