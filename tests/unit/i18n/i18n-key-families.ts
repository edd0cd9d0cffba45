import { LANGS } from "~/i18n/languages";
import { LINE_CODES } from "~/place/lines";
import { CATEGORY_LINKS, CATEGORY_SLUGS } from "~/properties/categories";
import { FIELDS, PUBLIC_FIELDS, type FieldDef } from "~/properties/model/fields";

/**
 * The fields a visitor sees labelled: every public field but a listing's own
 * Malay and Chinese texts (`title_ms`, `description_zh`, …), which are inputs
 * of the admin form and are shown, never labelled, on their language's pages.
 */
const TRANSLATION_FIELD = new RegExp(`_(${LANGS.filter((l) => l !== "en").join("|")})$`);
export const LABELLED_FIELDS = PUBLIC_FIELDS.filter((name) => !TRANSLATION_FIELD.test(name));
/** The sections those fields sit in ("Private" is the admin's). */
export const LABELLED_SECTIONS = [...new Set(LABELLED_FIELDS.map((name) => FIELDS[name].section))];
/** Every choice a public field offers, stored in English (field-text.ts's optionLabel shows it in the page's language). */
export const OPTION_VALUES = [
  ...new Set(
    LABELLED_FIELDS.flatMap((name) => {
      const field = FIELDS[name] as FieldDef;
      return field.kind === "choice" || field.kind === "multi" ? field.options : [];
    }),
  ),
];
import { LIST_FILTERS, messageKeysOf, SORT_KEYS } from "~/properties/list-filters";
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
    // app/properties/display/field-text.ts
    ...LABELLED_FIELDS.map((name) => `facts.label.${name}`),
    ...LABELLED_SECTIONS.map((section) => `facts.section.${section}`),
    ...OPTION_VALUES.map((value) => `facts.value.${value}`),
    // lists: the sort names, each price range's name and its in-sentence form.
    ...SORT_KEYS.map((key) => `lists.sort.${key}`),
    // The filters the fields declare (decisions 038, 045): their label, "any" and words in the result line.
    ...LIST_FILTERS.flatMap(messageKeysOf),
    ...ALL_PRICE_RANGES.map((r) => `lists.priceRange.${r.slug}`),
    ...ALL_PRICE_RANGES.map((r) => `lists.priceRangePhrase.${r.slug}`),
    // Each rail line's name in the page's language (list-filters.ts lineLabel).
    ...LINE_CODES.map((code) => `lists.lineName.${code}`),
  ]);
}
