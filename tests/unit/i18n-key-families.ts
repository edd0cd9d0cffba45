import { CATEGORY_LINKS, CATEGORY_SLUGS } from "~/properties/categories";
import { SORT_KEYS } from "~/properties/list-filters";
import { ALL_PRICE_RANGES } from "~/properties/price-ranges";

/**
 * Message keys the code builds at run time (`t(\`frame.category.${slug}\`)`),
 * listed from the same lists the code builds them from. The catalog test
 * counts them as used, and fails when one has no message.
 */
export function dynamicKeyFamilies(): Set<string> {
  return new Set([
    ...CATEGORY_LINKS.map((c) => `frame.categoryLink.${c.slug}`),
    ...CATEGORY_SLUGS.map((slug) => `frame.category.${slug}`),
    // lists: the sort names, each price range's name and its in-sentence form.
    ...SORT_KEYS.map((key) => `lists.sort.${key}`),
    ...ALL_PRICE_RANGES.map((r) => `lists.priceRange.${r.slug}`),
    ...ALL_PRICE_RANGES.map((r) => `lists.priceRangePhrase.${r.slug}`),
  ]);
}
