import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Lang } from "~/i18n/languages";
import type { PublicProperty } from "~/properties/model/table";
import type { AgencyDetails } from "~/site/agency.server";
import { brochurePdf } from "./brochure.server";

/** Brochures drawn since the process started (the metrics' brochure_renders_total). */
export const brochureRenders = { count: 0 };

/**
 * Drawn brochures by what they print: a listing's public row and the agency's
 * details, hashed. The page cache drops everything on any write (decision 012),
 * and a brochure costs some 100 ms of CPU against 17 ms for a page (issue 28
 * item 5): kept here, a listing's PDF is drawn once per version of that listing
 * (and of the agency's details), not again after every other listing's save.
 * At most 64 kept (a brochure is a few hundred KB: its photos are JPEGs sized
 * for print); concurrent asks for one version share one drawing.
 */
const drawn = new LRUCache<string, Promise<Buffer>>({ max: 64 });

function versionOf(p: PublicProperty, agency: AgencyDetails, lang: Lang): string {
  return createHash("sha256").update(JSON.stringify([p, agency, lang])).digest("base64url");
}

/** The listing's brochure at this version in `lang`: drawn if it was not yet, else the bytes drawn before. */
export function brochureOf(p: PublicProperty, agency: AgencyDetails, lang: Lang): Promise<Buffer> {
  const key = versionOf(p, agency, lang);
  let pdf = drawn.get(key);
  if (!pdf) {
    brochureRenders.count += 1;
    pdf = brochurePdf(p, agency, lang);
    drawn.set(key, pdf);
    pdf.catch(() => drawn.delete(key)); // a failed drawing is tried again next time
  }
  return pdf;
}
