/**
 * A project's address, `/project/{slug}` (decision 022). The slug is worked
 * out from the project name every time it is needed, the same way here (for
 * links) and when a listing is saved (the stored `project_slug` column its
 * page is found by): lower case, accents dropped, every run of other than
 * letters and digits one hyphen. "Residensi 22 @ Mont Kiara" and
 * "RESIDENSI 22, Mont Kiara" are one project, `residensi-22-mont-kiara`.
 * Letters of any script stay ("翠湖苑" keeps its page); a name with no
 * letter or digit has no page ("").
 */
export function projectSlug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    // Again: lower case can make decomposable letters ("İ" → "i̇"), and NFKD capitals ("ℌ" → "H").
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** The page of a slug. */
export const projectSlugPath = (slug: string) => `/project/${encodeURIComponent(slug)}`;

/** The project page of a name, or null when it has none (empty, or punctuation only). */
export function projectPath(name: string): string | null {
  const slug = projectSlug(name);
  return slug ? projectSlugPath(slug) : null;
}
