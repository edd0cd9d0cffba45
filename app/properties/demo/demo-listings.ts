import { emptyInput, type PropertyInput } from "~/properties/model/table";
import type { ListingType } from "~/properties/model/property";
import { demoFacts } from "./demo-facts";
import { demoPlace } from "./demo-places";
import type { DemoListing } from "./demo-listing";

export type { DemoListing };

export const DEMO_LOCATIONS = [
  "Mont Kiara",
  "Petaling Jaya",
  "Cheras",
  "Johor Bahru",
  "Bangsar",
  "Subang Jaya",
  "Shah Alam",
  "Puchong",
  "Cyberjaya",
  "George Town",
  "Setia Alam",
  "Kepong",
];

/** Thirty listings across every property type and status, priced as the market is. */
export const DEMO_LISTINGS: DemoListing[] = [
  { title: "Fully Furnished Corner Unit with KLCC View", project: "Arcoris Residences", type: "Condominium/Apartment/Flat", location: "Mont Kiara", sale: 1_350_000, rent: 6_500, beds: 3, baths: 2, parks: 2, builtUp: 1_302, featured: true, tenure: "Freehold" },
  { title: "Renovated 3-Bedroom Condo near Publika", project: "Verve Suites", type: "Condominium/Apartment/Flat", location: "Mont Kiara", rent: 4_200, beds: 3, baths: 2, parks: 2, builtUp: 1_078 },
  { title: "Double Storey Terrace House, Freehold, Near LRT", project: "SS2", type: "Terrace House", location: "Petaling Jaya", sale: 1_180_000, beds: 4, baths: 3, parks: 2, builtUp: 1_850, land: 1_540, featured: true, tenure: "Freehold" },
  { title: "Bright Apartment Walking Distance to MRT", project: "Vista Damai", type: "Condominium/Apartment/Flat", location: "Cheras", sale: 420_000, rent: 1_600, beds: 3, baths: 2, parks: 1, builtUp: 950 },
  { title: "Semi-D with Private Garden in Gated Guarded Community", project: "Horizon Hills", type: "Semi-Detached", location: "Johor Bahru", sale: 1_650_000, beds: 5, baths: 5, parks: 3, builtUp: 3_400, land: 4_000, featured: true, tenure: "Freehold" },
  { title: "Modern Bungalow with Pool and Hilltop View", project: "Bukit Tunku", type: "Bungalow", location: "Bangsar", sale: 6_800_000, beds: 6, baths: 7, parks: 4, builtUp: 7_200, land: 10_500, featured: true, tenure: "Freehold" },
  { title: "Cosy Service Residence above Mall", project: "Sunway Geo Residences", type: "Service Residence", location: "Subang Jaya", rent: 2_300, beds: 2, baths: 2, parks: 1, builtUp: 850 },
  { title: "Three Storey Townhouse near Setia City Mall", project: "Setia Eco Park", type: "Townhouse", location: "Setia Alam", sale: 890_000, beds: 4, baths: 4, parks: 2, builtUp: 2_200, land: 1_400, tenure: "Freehold" },
  { title: "Residential Land with Approved Plans", project: "", type: "Land", location: "Shah Alam", sale: 2_400_000, land: 21_780, tenure: "Leasehold" },
  { title: "Corner Shop Lot on Main Road, Ground Floor", project: "Bandar Puteri", type: "Commercial Shop", location: "Puchong", sale: 1_950_000, rent: 8_000, baths: 2, builtUp: 1_540, land: 1_650 },
  { title: "Grade A Office Space with Fit-Out", project: "The Vertical", type: "Office Space", location: "Bangsar", rent: 12_500, builtUp: 2_500, parks: 3 },
  { title: "Detached Factory with Power Supply 500 kVA", project: "Taman Perindustrian Puchong", type: "Industrial", location: "Puchong", sale: 5_200_000, rent: 25_000, builtUp: 18_000, land: 30_000, tenure: "Leasehold" },
  { title: "Retail Lot at Busy Mall Entrance", project: "D'Pulze", type: "Retail", location: "Cyberjaya", rent: 5_500, builtUp: 900 },
  { title: "SOHO Unit Ideal for Young Professionals", project: "Empire Damansara", type: "SOHO", location: "Petaling Jaya", sale: 380_000, rent: 1_700, beds: 1, baths: 1, parks: 1, builtUp: 560 },
  { title: "Furnished SOVO Suite near Universities", project: "Shaftsbury Square", type: "SOVO", location: "Cyberjaya", rent: 1_400, beds: 1, baths: 1, parks: 1, builtUp: 520 },
  { title: "Heritage Shophouse Condo with Sea View", project: "Straits Quay", type: "Condominium/Apartment/Flat", location: "George Town", sale: 1_050_000, beds: 3, baths: 3, parks: 2, builtUp: 1_600, featured: true, tenure: "Freehold" },
  { title: "Single Storey Terrace, Move-In Condition", project: "Taman Connaught", type: "Terrace House", location: "Cheras", sale: 560_000, rent: 1_900, beds: 3, baths: 2, parks: 2, builtUp: 1_100, land: 1_400 },
  { title: "Family Apartment with Playground and Pool", project: "Pangsapuri Seri Kepong", type: "Condominium/Apartment/Flat", location: "Kepong", sale: 330_000, beds: 3, baths: 2, parks: 1, builtUp: 900 },
  { title: "Spacious Semi-D with Extended Kitchen", project: "USJ Heights", type: "Semi-Detached", location: "Subang Jaya", sale: 2_100_000, beds: 5, baths: 4, parks: 3, builtUp: 3_100, land: 3_200, tenure: "Freehold" },
  { title: "Two Storey Terrace near International School", project: "Bandar Setia Alam", type: "Terrace House", location: "Setia Alam", sale: 750_000, rent: 2_200, beds: 4, baths: 3, parks: 2, builtUp: 1_900, land: 1_540 },
  { title: "Penthouse Duplex with Private Roof Terrace", project: "Kiara Designer Suites", type: "Condominium/Apartment/Flat", location: "Mont Kiara", sale: 2_950_000, beds: 4, baths: 5, parks: 3, builtUp: 3_800, tenure: "Freehold" },
  { title: "Studio Service Residence with Lake View", project: "Tamarind Square", type: "Service Residence", location: "Cyberjaya", rent: 1_300, beds: 1, baths: 1, parks: 1, builtUp: 450 },
  { title: "Bungalow Lot in Established Neighbourhood", project: "Taman Tun Dr Ismail", type: "Land", location: "Petaling Jaya", sale: 3_600_000, land: 7_500, tenure: "Freehold" },
  { title: "Corner Townhouse with Extra Land", project: "Taman Mount Austin", type: "Townhouse", location: "Johor Bahru", sale: 620_000, rent: 1_800, beds: 3, baths: 3, parks: 2, builtUp: 1_700, land: 2_100 },
  { title: "Office Suite Five Minutes from CIQ", project: "Menara Landmark", type: "Office Space", location: "Johor Bahru", rent: 3_800, builtUp: 1_200, parks: 1 },
  { title: "Sold: Renovated Condo near Midvalley", project: "Bangsar South Suites", type: "Condominium/Apartment/Flat", location: "Bangsar", sale: 780_000, beds: 2, baths: 2, parks: 1, builtUp: 900, status: "Sold" },
  { title: "Rented: Furnished Condo with Gym", project: "Pavilion Hilltop", type: "Condominium/Apartment/Flat", location: "Mont Kiara", rent: 5_000, beds: 3, baths: 3, parks: 2, builtUp: 1_400, status: "Rented" },
  { title: "Terrace House under Renovation", project: "Taman Sri Gombak", type: "Terrace House", location: "Kepong", sale: 510_000, beds: 3, baths: 2, parks: 2, builtUp: 1_300, land: 1_400, status: "Temporarily Unavailable" },
  { title: "Shop Office in Commercial Hub", project: "Seksyen 13", type: "Commercial Shop", location: "Shah Alam", sale: 1_400_000, rent: 6_000, baths: 2, builtUp: 4_600, land: 1_650, status: "Sold" },
  { title: "Affordable Apartment for First Home Buyers", project: "Residensi Harmoni", type: "Condominium/Apartment/Flat", location: "Cheras", sale: 290_000, beds: 3, baths: 2, parks: 1, builtUp: 850, photos: 0 },
];

export function listingTypesOf(d: DemoListing): ListingType[] {
  return [...(d.sale ? (["sale"] as const) : []), ...(d.rent ? (["rent"] as const) : [])];
}

export function demoDescription(d: DemoListing): string {
  const points = [
    d.tenure && `${d.tenure} title`,
    d.beds && `${d.beds} bedrooms, ${d.baths ?? d.beds} bathrooms`,
    d.builtUp && `Built-up ${d.builtUp.toLocaleString("en-MY")} sqft`,
    d.land && `Land ${d.land.toLocaleString("en-MY")} sqft`,
    `Close to shops, schools and public transport in ${d.location}`,
  ].filter(Boolean);
  return [
    `<p><strong>${d.title}</strong>${d.project ? ` at ${d.project}` : ""}, ${d.location}.</p>`,
    `<ul>${points.map((p) => `<li>${p}</li>`).join("")}</ul>`,
    `<p>Viewing by appointment. Message us on WhatsApp for the latest availability.</p>`,
  ].join("\n");
}

/** A demo listing as the form would save it; `priceFactor` varies prices for bulk copies. */
export function demoInput(d: DemoListing, priceFactor = 1): PropertyInput {
  const types = listingTypesOf(d);
  const price = (amount: number | undefined, type: ListingType) =>
    types.includes(type) && amount ? Math.round(amount * priceFactor) : null;
  return {
    ...emptyInput(),
    ...demoFacts(d, DEMO_LISTINGS.indexOf(d) + Math.round(priceFactor * 100)),
    title: d.title,
    project_name: d.project,
    exact_location: demoPlace(d.project),
    property_type: d.type,
    owner_name: "",
    owner_contact: "",
    location: d.location,
    price_sale: price(d.sale, "sale"),
    price_rent: price(d.rent, "rent"),
    listing_type: types,
    land_area: d.land ?? null,
    built_up_area: d.builtUp ?? null,
    bedrooms: d.beds ?? null,
    bathrooms: d.baths ?? null,
    carparks: d.parks ?? null,
    description: demoDescription(d),
    remarks_hidden: "",
    status: d.status ?? "Available",
    images: [],
    is_featured: Boolean(d.featured),
  };
}
