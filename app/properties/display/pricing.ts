import { formatRM, rentText } from "./money";
import type { ListingType } from "../model/property";
import { translator, type Translate } from "~/i18n/translator";

/** What a price line needs of a listing (a card or the detail page). */
export interface Priced {
  listing_type: ListingType[];
  price_sale: number | null;
  price_rent: number | null;
  property_type: string;
  built_up_area: number | null;
  land_area: number | null;
}

export interface DealPrice {
  deal: ListingType;
  /** The badge: "For Sale" or "For Rent". */
  badge: string;
  /** "RM 1,250,000", "RM 2,300 / month", or "Price on request" when no price is given. */
  text: string;
  /** Price per square foot: "RM 1,037 psf", "RM 3.20 psf / month"; null without a price or an area. */
  psf: string | null;
}

const BADGES = { sale: "listing.price.sale", rent: "listing.price.rent" } as const;
const twoDecimals = new Intl.NumberFormat("en-MY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The area a price is per: built-up, or land for a Land listing (or when built-up is not given). */
function pricedArea(p: Priced): number | null {
  const area = p.property_type === "Land" ? p.land_area : (p.built_up_area ?? p.land_area);
  return area && area > 0 ? area : null;
}

/**
 * One line per deal the listing offers, sale first. An empty or zero price
 * reads "Price on request", never a blank. The psf is computed, never typed.
 */
export function dealPrices(p: Priced, t: Translate = translator("en")): DealPrice[] {
  // Listings saved before listing types were required: their prices say what they offer.
  const deals: ListingType[] = p.listing_type.length
    ? p.listing_type
    : (["sale", "rent"] as const).filter((d) => (d === "sale" ? p.price_sale : p.price_rent) !== null);
  const area = pricedArea(p);
  return deals.map((deal) => {
    const price = deal === "sale" ? p.price_sale : p.price_rent;
    const badge = t(BADGES[deal]);
    if (!price) return { deal, badge, text: t("listing.price.onRequest"), psf: null };
    const perSqft = area ? price / area : null;
    return deal === "sale"
      ? { deal, badge, text: formatRM(price), psf: perSqft ? t("listing.price.psf", { price: formatRM(Math.round(perSqft)) }) : null }
      : {
          deal,
          badge,
          text: rentText(t, price),
          psf: perSqft ? t("listing.price.psfMonth", { price: `RM ${twoDecimals.format(perSqft)}` }) : null,
        };
  });
}
