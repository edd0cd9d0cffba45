import { CATEGORY_LINKS, CATEGORY_SLUGS } from "~/properties/categories";

/**
 * Message keys the code builds at run time (`t(\`frame.category.${slug}\`)`),
 * listed from the same lists the code builds them from. The catalog test
 * counts them as used, and fails when one has no message.
 */
export function dynamicKeyFamilies(): Set<string> {
  return new Set([
    ...CATEGORY_LINKS.map((c) => `frame.categoryLink.${c.slug}`),
    ...CATEGORY_SLUGS.map((slug) => `frame.category.${slug}`),
  ]);
}
