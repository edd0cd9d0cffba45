/**
 * A JSON list column (images, listing_type) as strings; [] for anything else.
 * Both dialects store these lists as text, and an empty or damaged value must
 * read as "no items", never break a page.
 */
export function parseList<T extends string = string>(json: string): T[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is T => typeof v === "string") : [];
  } catch {
    return [];
  }
}
