import type { ProjectSummary } from "~/properties/projects";
import type { PropertyCardData } from "~/properties/model/table";
import { listingPath } from "~/properties/model/property";
import { optionLabel } from "~/properties/display/field-text";
import { langPath, type Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { absoluteUrl } from "./seo";

/** Types of a high-rise: its project is an ApartmentComplex in schema.org's words. */
const STRATA = ["Condominium/Apartment/Flat", "Service Residence", "SOHO", "SOVO"];
const LANDED = ["Terrace House", "Semi-Detached", "Bungalow", "Townhouse"];

/** ApartmentComplex for a condominium, Residence for a township of houses, Place for anything else (offices, shops, land). */
export function projectPlaceType(propertyTypes: string[]): "ApartmentComplex" | "Residence" | "Place" {
  const main = propertyTypes[0] ?? "";
  if (STRATA.includes(main)) return "ApartmentComplex";
  if (LANDED.includes(main)) return "Residence";
  return "Place";
}

/**
 * schema.org data for a project page: the place (its locality in Malaysia,
 * its facilities as amenityFeature, the developer, completion and tenure
 * its listings give as additionalProperty, which schema.org has no term for
 * on a Place) and the units on this page as containsPlace, each an
 * Accommodation with its listing's address. An ApartmentComplex also says
 * how many units are available. React Router's meta serialises it with
 * <, > and & escaped. In the page's language (issue 15): the facts' names and
 * values and the units' URLs; `url` is the page's own URL in it. (No
 * `inLanguage`: schema.org gives it to creative works, and a Place is not one.)
 */
export function projectJsonLd(
  { t, lang }: { t: Translate; lang: Lang },
  project: ProjectSummary,
  units: PropertyCardData[],
  siteUrl: string,
  url: string,
) {
  const type = projectPlaceType(project.propertyTypes);
  const facts = [
    project.developer && { name: t("lists.project.developer"), value: project.developer },
    project.completion && {
      name: t("lists.project.completionYear"),
      value: project.completion.min === project.completion.max ? project.completion.min : `${project.completion.min}-${project.completion.max}`,
    },
    project.tenures.length > 0 && {
      name: t("lists.project.tenure"),
      value: project.tenures.map((v) => optionLabel(t, v)).join(t("lists.project.listSeparator")),
    },
  ].filter((f): f is { name: string; value: string | number } => Boolean(f));
  const cover = units.find((u) => u.cover)?.cover;
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: project.name,
    url,
    address: {
      "@type": "PostalAddress",
      ...(project.location ? { addressLocality: project.location } : {}),
      addressCountry: "MY",
    },
    ...(cover ? { image: absoluteUrl(siteUrl, cover) } : {}),
    ...(type === "ApartmentComplex" ? { numberOfAvailableAccommodationUnits: { "@type": "QuantitativeValue", value: project.available } } : {}),
    ...(project.facilities.length
      ? { amenityFeature: project.facilities.map((name) => ({ "@type": "LocationFeatureSpecification", name: optionLabel(t, name), value: true })) }
      : {}),
    ...(facts.length ? { additionalProperty: facts.map((f) => ({ "@type": "PropertyValue", ...f })) } : {}),
    ...(units.length
      ? {
          containsPlace: units.map((u) => ({
            "@type": "Accommodation",
            name: u.title,
            url: absoluteUrl(siteUrl, langPath(lang, listingPath(u))),
            ...(u.property_type ? { accommodationCategory: optionLabel(t, u.property_type) } : {}),
            address: { "@type": "PostalAddress", addressLocality: u.location, addressCountry: "MY" },
          })),
        }
      : {}),
  };
}
