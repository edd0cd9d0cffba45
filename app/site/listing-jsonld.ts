import { LANG_TAG, langOfPath, stripLang } from "~/i18n/languages";
import { priceHidden } from "~/properties/display/availability";
import type { PublicProperty } from "~/properties/model/table";
import { absoluteUrl, pageUrl, type SiteInfo } from "./seo";

type Listing = Omit<PublicProperty, "description" | "description_ms" | "description_zh">;

/**
 * schema.org data for a listing page: a RealEstateListing whose offers are
 * in MYR (rent per month) about an accommodation with its floor size in
 * square feet (UN/CEFACT FTK), its locality, rooms, facilities (amenityFeature),
 * completion year (yearBuilt) and what schema.org has no term for (tenure,
 * furnishing) as additionalProperty. React Router's meta
 * serialises it with <, > and & escaped, so a title cannot close the script.
 */
/** A listing that is no longer Available keeps its page; its offers must not claim it can be had. */
function availabilityOf(status: string): string {
  if (status === "Available") return "https://schema.org/InStock";
  return status === "Sold" ? "https://schema.org/SoldOut" : "https://schema.org/OutOfStock";
}

/**
 * Where it is (issue 30): the point a visitor may see, as a circle when the
 * location is approximate (never the home's own point), and the nearest
 * stations' straight-line distances in metres.
 */
function placeJsonLd(p: Listing, accommodation: Record<string, unknown>) {
  if (p.map_lat !== null && p.map_lon !== null) {
    const point = { "@type": "GeoCoordinates", latitude: p.map_lat, longitude: p.map_lon };
    accommodation.geo = p.map_radius > 0 ? { "@type": "GeoCircle", geoMidpoint: point, geoRadius: p.map_radius } : point;
  }
  if (p.near_stations.length) {
    accommodation.additionalProperty = [
      ...((accommodation.additionalProperty as unknown[]) ?? []),
      ...p.near_stations.map((s) => ({ "@type": "PropertyValue", name: `Distance to ${s.label}`, value: s.metres, unitCode: "MTR", unitText: "m" })),
    ];
  }
}

/**
 * The listing's offers. A Sold or Rented one keeps its offer — schema.org's way to say
 * the thing is gone is the offer's availability (SoldOut, OutOfStock) — but with no price,
 * as its page shows none: the asking price is history (decision 053). A Temporarily
 * Unavailable one keeps its price, greyed on the page, marked OutOfStock.
 */
function offersOf(p: Listing) {
  const availability = availabilityOf(p.status);
  const priced = !priceHidden(p.status);
  const offers = [];
  if (p.price_sale !== null) {
    offers.push({
      "@type": "Offer",
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      ...(priced ? { price: p.price_sale, priceCurrency: "MYR" } : {}),
      availability,
    });
  }
  if (p.price_rent !== null) {
    offers.push({
      "@type": "Offer",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      ...(priced
        ? {
            price: p.price_rent,
            priceCurrency: "MYR",
            priceSpecification: { "@type": "UnitPriceSpecification", price: p.price_rent, priceCurrency: "MYR", unitCode: "MON" },
          }
        : {}),
      availability,
    });
  }
  return offers;
}

export function listingJsonLd(p: Listing, siteUrl: string, summary: string, url: string) {
  const offers = offersOf(p);
  const accommodation: Record<string, unknown> = {
    "@type": "Accommodation",
    name: p.title,
    accommodationCategory: p.property_type || undefined,
    address: { "@type": "PostalAddress", addressLocality: p.location, addressCountry: "MY" },
  };
  if (p.built_up_area !== null) {
    accommodation.floorSize = { "@type": "QuantitativeValue", value: p.built_up_area, unitCode: "FTK", unitText: "sqft" };
  }
  if (p.bedrooms !== null) {
    accommodation.numberOfBedrooms = p.bedrooms;
    accommodation.numberOfRooms = p.bedrooms;
  }
  if (p.bathrooms !== null) accommodation.numberOfBathroomsTotal = p.bathrooms;
  if (p.facilities.length) {
    accommodation.amenityFeature = p.facilities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true }));
  }
  if (p.completion_year !== null) accommodation.yearBuilt = p.completion_year;
  if (p.storeys !== null) accommodation.numberOfFloors = p.storeys;
  if (p.furnishing) accommodation.additionalProperty = [{ "@type": "PropertyValue", name: "Furnishing", value: p.furnishing }];
  if (p.tenure) {
    accommodation.additionalProperty = [
      ...((accommodation.additionalProperty as unknown[]) ?? []),
      { "@type": "PropertyValue", name: "Tenure", value: p.tenure },
    ];
  }
  placeJsonLd(p, accommodation);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: summary || undefined,
    url,
    inLanguage: LANG_TAG[langOfPath(url.replace(/^https?:\/\/[^/]+/i, ""))], // the page's language, from its URL (/ms/…, /zh/…)
    identifier: String(p.display_id),
    datePosted: p.created_at,
    dateModified: p.date_status,
    image: p.images.map((img) => absoluteUrl(siteUrl, img)),
    offers: offers.length ? offers : undefined,
    about: accommodation,
  };
}

/** A page's trail; given the page's SiteInfo, its URLs are in the page's language (a path with or without its /ms/ or /zh/). */
export function breadcrumbJsonLd(site: string | SiteInfo, items: { name: string; path: string }[]) {
  const urlOf = (path: string) => (typeof site === "string" ? absoluteUrl(site, path) : pageUrl(site, stripLang(path)));
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: urlOf(item.path),
    })),
  };
}
