import { getDb } from "~/platform/db/db.server";
import { createProperty } from "~/properties/repository.server";
import { emptyInput, type PropertyInput } from "~/properties/model/table";

let counter = 0;

/** A valid property with believable defaults; override what the test is about. */
export function propertyInput(overrides: Partial<PropertyInput> = {}): PropertyInput {
  counter += 1;
  return {
    ...emptyInput(),
    title: `Test Condo ${counter}`,
    project_name: "Test Residences",
    property_type: "Condominium/Apartment/Flat",
    owner_name: "",
    owner_contact: "",
    location: "Petaling Jaya",
    price_sale: 500_000,
    price_rent: null,
    listing_type: ["sale"],
    land_area: null,
    built_up_area: 1000,
    bedrooms: 3,
    bathrooms: 2,
    carparks: 1,
    description: "<p>Nice unit.</p>",
    remarks_hidden: "",
    status: "Available",
    images: [],
    is_featured: false,
    ...overrides,
  };
}

export async function createTestProperty(
  overrides: Partial<PropertyInput> = {},
  options: { now?: string } = {},
) {
  const input = propertyInput(overrides);
  const created = await createProperty(getDb(), input, options);
  return { ...input, ...created };
}
