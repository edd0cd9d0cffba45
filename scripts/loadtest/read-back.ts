import { adminDelete, adminFind, adminRead } from "./admin-client";
import type { Written } from "./writers";

/**
 * Reads back every acknowledged save: from the admin (the database) and the
 * public page (the cache). A save acknowledged but missing or wrong is a lost write.
 */
export async function readBack(base: string, cookie: string, written: Written[]) {
  let lostWrites = 0;
  let stalePublicPages = 0;
  const lost: string[] = [];
  for (const entry of written) {
    const ids = entry.id ? [entry.id] : await adminFind(base, cookie, entry.title.replace(/ edited$/, ""));
    entry.id ??= ids[0] ?? null;
    const stored = entry.id ? await adminRead(base, cookie, entry.id) : null;
    const titleOk = stored && (stored.fields.title === entry.title || stored.fields.title === entry.maybeTitle);
    // The edit form shows prices grouped as typed ("601,001", decision 018); the stored figure is the digits.
    const price = stored?.fields.price_sale?.replace(/,/g, "");
    const priceOk = stored && (price === entry.price || price === entry.maybePrice);
    if (!stored || !titleOk || !priceOk) {
      lostWrites += 1;
      if (lost.length < 20) lost.push(`${entry.title}: ${stored ? `found "${stored.fields.title}" / ${stored.fields.price_sale}` : "missing"}`);
      continue;
    }
    const page = await fetch(`${base}/listing/${entry.slug}`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes(stored.fields.title)) stalePublicPages += 1;
  }
  return { checked: written.length, lostWrites, lost, stalePublicPages };
}

/** Deletes the writers' properties; `left` counts those of this run still in the admin list. */
export async function cleanUp(base: string, cookie: string, written: Written[], prefix: string) {
  let deleted = 0;
  for (const entry of written) if (entry.id && (await adminDelete(base, cookie, entry.id))) deleted += 1;
  const left = (await adminFind(base, cookie, prefix)).length;
  return { deleted, left };
}
