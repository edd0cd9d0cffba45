/**
 * The short names Malaysians type for places, and the spellings a listing may
 * use instead (issue 26, decision 037). Search tries each spelling of a group
 * the query names, so "PJ" finds "Petaling Jaya" and "Petaling Jaya" finds
 * "PJ". The agent adds pairs of their own at /admin/search-names; those live
 * in the `search_aliases` table (place-aliases.server.ts).
 */
export type AliasGroup = readonly string[];

/** One pair the agent added (a row of `search_aliases`). */
export interface SearchAlias {
  id: string;
  short_name: string;
  full_name: string;
}

/** Shipped with the product: each line one place or word, its spellings. */
export const SHIPPED_ALIASES: readonly AliasGroup[] = [
  ["TTDI", "Taman Tun Dr Ismail", "Taman Tun Dr. Ismail"],
  ["KLCC", "Kuala Lumpur City Centre"],
  ["OUG", "Overseas Union Garden"],
  ["USJ", "UEP Subang Jaya"],
  ["TRX", "Tun Razak Exchange"],
  ["PJ", "Petaling Jaya"],
  ["KL", "Kuala Lumpur"],
  ["JB", "Johor Bahru"],
  ["KK", "Kota Kinabalu"],
  ["KD", "Kota Damansara"],
  ["BU", "Bandar Utama"],
  ["Mont Kiara", "Mont'Kiara", "Mont’Kiara", "Montkiara"],
  ["Penang", "Pulau Pinang"],
  ["Jalan", "Jln"],
  ["Taman", "Tmn"],
  ["Bandar", "Bdr"],
  ["Bukit", "Bkt"],
  ["Sungai", "Sg"],
  ["Kampung", "Kg", "Kampong"],
  ["Seri", "Sri"],
];

/** The longest short or full name the agent may add. */
export const ALIAS_MAX_LENGTH = 60;

/** At most this many spellings of one query are searched (each is one more index probe). */
export const MAX_VARIANTS = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `spelling` as a whole word of a query, in any letter case. */
function wordPattern(spelling: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(spelling)}(?=$|[^\\p{L}\\p{N}])`, "giu");
}

/**
 * The query and its other spellings, the query first. A group whose longer
 * spelling the query holds is tried before a shorter one ("Taman Tun Dr
 * Ismail" is TTDI before it is a "Taman"); at most MAX_VARIANTS in all.
 */
export function querySpellings(query: string, groups: readonly AliasGroup[]): string[] {
  const variants = [query];
  const seen = new Set([query.toLowerCase()]);
  const bySpelling = groups
    .flatMap((group) => group.map((spelling) => ({ spelling, group })))
    .sort((a, b) => b.spelling.length - a.spelling.length);
  for (const { spelling, group } of bySpelling) {
    for (const variant of [...variants]) {
      const pattern = wordPattern(spelling);
      if (!pattern.test(variant)) continue;
      for (const other of group) {
        if (other === spelling || variants.length >= MAX_VARIANTS) continue;
        const replaced = variant.replace(wordPattern(spelling), (_m, before: string) => `${before}${other}`);
        if (seen.has(replaced.toLowerCase())) continue;
        seen.add(replaced.toLowerCase());
        variants.push(replaced);
      }
    }
  }
  return variants;
}

/** The agent's own pairs and the shipped groups, the agent's first. */
export function aliasGroups(own: readonly { short_name: string; full_name: string }[]): AliasGroup[] {
  return [...own.map((a) => [a.short_name, a.full_name]), ...SHIPPED_ALIASES];
}
