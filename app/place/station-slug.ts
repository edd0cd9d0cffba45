import { LINES, type LineCode } from "./lines";

/** "MRT Semantan", "KTM Sentul", "Monorail Bukit Bintang": how an ad names a station. */
export const stationLabel = (mode: string, name: string) => `${mode} ${name}`;

/** `/near/mrt-semantan`: the mode and the name, lower case, words joined by hyphens. */
export function stationSlug(lineCode: LineCode, name: string): string {
  const words = `${LINES[lineCode].mode} ${name}`
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-");
  return words.replace(/^-+|-+$/g, "");
}
