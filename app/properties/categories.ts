import type { MessageKey } from "~/i18n/catalogs";
import type { Translate } from "~/i18n/translator";

/**
 * docs/product.md#category, /category/{category}: Available properties whose property type
 * contains the category text. Matching folds case, hyphens and slashes, so
 * "semi-detached", "Semi Detached" and "condominium-apartment-flat" all work.
 */
export interface Category {
  /** The URL segment as visitors use it. */
  slug: string;
  heading: string;
  /** Lower-case texts; a property matches when its folded type contains any of them. */
  matches: string[];
}

// "Landed house" is no property type of its own (docs/product.md#property-types), so a literal match
// would always be empty. A landed house is one built on its own land title:
// terrace, semi-detached, bungalow and townhouse. Land (a bare plot) is not a house.
const ALIASES: Record<string, Omit<Category, "slug">> = {
  condo: { heading: "Condominiums", matches: ["condo"] },
  apartment: { heading: "Apartments", matches: ["apartment"] },
  "landed-house": {
    heading: "Landed Houses",
    matches: ["terrace", "semi detached", "bungalow", "townhouse"],
  },
  terrace: { heading: "Terrace Houses", matches: ["terrace"] },
  "semi-d": { heading: "Semi-Detached Houses", matches: ["semi detached"] },
};

/** The links docs/product.md#category puts under every category page. */
export const CATEGORY_LINKS = [
  { slug: "condo", label: "Condos" },
  { slug: "apartment", label: "Apartments" },
  { slug: "landed-house", label: "Landed Houses" },
  { slug: "terrace", label: "Terrace Houses" },
] as const;

/** Every alias, for the sitemap. */
export const CATEGORY_SLUGS = Object.keys(ALIASES);

/**
 * A category page's heading in the page's language: the named categories
 * have theirs (`frame.category.<slug>`); any other segment ("zygote-loft")
 * is headed by its own words, as typed.
 */
export function categoryHeading(t: Translate, category: Category): string {
  return category.slug in ALIASES ? t(`frame.category.${category.slug}` as MessageKey) : category.heading;
}

/** The folding applied to both the category text and the stored property type. */
export function foldTypeText(text: string): string {
  return text.toLowerCase().replace(/[-/]+/g, " ").replace(/\s+/g, " ").trim();
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Resolves a URL segment to a heading and the texts to match; null when nothing is left to match. */
export function resolveCategory(segment: string): Category | null {
  const slug = segment.trim().toLowerCase();
  const alias = ALIASES[slug];
  if (alias) return { slug, ...alias };
  const text = foldTypeText(slug.replace(/-/g, " "));
  if (!text) return null;
  return { slug, heading: titleCase(text), matches: [text] };
}
