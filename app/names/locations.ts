/**
 * Location pages use a readable segment (`/location/petaling-jaya`); the
 * server folds hyphens back into spaces when it matches (see
 * listByLocation), so a location typed with spaces works too.
 */
export function locationPath(location: string): string {
  return `/location/${encodeURIComponent(location.trim().toLowerCase().replace(/\s+/g, "-"))}`;
}
