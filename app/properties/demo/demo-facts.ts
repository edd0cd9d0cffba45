import { malaysianYear } from "~/properties/display/facts";
import type { PropertyInput } from "~/properties/model/table";
import type { DemoListing } from "./demo-listing";

const HIGH_RISE = new Set(["Condominium/Apartment/Flat", "Service Residence", "SOHO", "SOVO"]);
const LANDED = new Set(["Terrace House", "Semi-Detached", "Bungalow", "Townhouse"]);
const DEVELOPERS = ["Sunway Property", "SP Setia", "Mah Sing", "UEM Sunrise", "Gamuda Land", "IOI Properties"];
const STATIONS = ["MRT Semantan", "LRT Taman Jaya", "MRT Taman Connaught", "LRT Kelana Jaya", "KTM Subang Jaya", "MRT Bandar Utama"];

/**
 * The Malaysian facts of a demo listing, chosen the way such a unit would
 * carry them (a condo has a maintenance fee and facilities, a landed house
 * storeys, a rental the customary 2 + 1 + ½ deposits), so the demo shows
 * every part of the page. Deterministic: `n` picks among the choices.
 */
export function demoFacts(d: DemoListing, n: number): Partial<PropertyInput> {
  const year = malaysianYear();
  const tenure = d.tenure ?? (n % 3 === 0 ? "Leasehold" : "Freehold");
  const facts: Partial<PropertyInput> = {
    tenure,
    lease_expiry_year: tenure === "Leasehold" ? year + 60 + (n % 35) : null,
    title_type: HIGH_RISE.has(d.type) ? "Strata" : "Individual",
    land_status: n % 7 === 3 ? "Bumi Lot" : "Open",
    furnishing: /fully furnished/i.test(d.title)
      ? "Fully Furnished"
      : d.rent
        ? n % 2
          ? "Fully Furnished"
          : "Partly Furnished"
        : n % 3 === 1
          ? "Partly Furnished"
          : "Unfurnished",
    occupancy: d.rent ? "Vacant" : n % 4 === 2 ? "Tenanted" : "Vacant",
    developer: DEVELOPERS[n % DEVELOPERS.length]!,
    completion_year: n % 9 === 4 ? year + 2 : year - 3 - (n % 15),
  };
  if (HIGH_RISE.has(d.type)) {
    const area = d.builtUp ?? 1000;
    Object.assign(facts, {
      floor_level: n % 2 ? "High floor" : String(8 + (n % 30)),
      facing: (["North-East", "South", "East", "West"] as const)[n % 4],
      unit_position: n % 5 === 0 ? "Corner" : "Intermediate",
      maintenance_fee: Math.round(area * 0.32),
      sinking_fund: Math.round(area * 0.032),
      facilities: ["Swimming Pool", "Gym", "24-hour Security", "Playground", "BBQ Area", "Covered Parking", "Lift"].slice(0, 4 + (n % 4)),
      nearby: `${3 + (n % 8)} min walk to ${STATIONS[n % STATIONS.length]}\nShopping mall within 2 km`,
    });
  }
  if (LANDED.has(d.type)) {
    Object.assign(facts, {
      storeys: d.type === "Bungalow" ? 3 : 2,
      unit_position: (["Intermediate", "Corner", "End Lot"] as const)[n % 3],
      facilities: ["24-hour Security", "Playground", "Jogging Track"].slice(0, 1 + (n % 3)),
    });
  }
  if (d.rent) {
    Object.assign(facts, { security_deposit: 2, utility_deposit: 0.5, advance_rental: 1, minimum_tenancy: 12 });
  }
  return facts;
}
