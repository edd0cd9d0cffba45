/**
 * docs/product.md#slug: lowercase, trim, drop characters other than word characters,
 * spaces and hyphens, fold runs of spaces, underscores and hyphens into one
 * hyphen, trim edge hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `base`, then `base-1`, `base-2`, … until `taken` says no. */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  const root = base || "property";
  if (!taken(root)) return root;
  for (let n = 1; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
