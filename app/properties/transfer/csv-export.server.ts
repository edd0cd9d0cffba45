import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getEnv } from "~/platform/config.server";
import { writeCsv } from "~/platform/csv/write";
import { FIELD_NAMES, FIELDS } from "../model/fields";
import { toAdminProperty } from "../model/table";
import { CSV_HEADERS, cellOf } from "./csv-format";

/** A photo as a link that works from anywhere: `/images/…` → `https://site/images/…`. */
export function absolutePhotoUrl(url: string, siteUrl = getEnv().SITE_URL): string {
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}

/**
 * Every listing, every field (private ones marked in the header), oldest
 * first by display id, written as every export is (`writeCsv`).
 */
export async function exportListingsCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom("properties").selectAll().orderBy("display_id").execute();
  const siteUrl = getEnv().SITE_URL;
  const records = rows.map((row) => {
    const p = toAdminProperty(row) as unknown as Record<string, unknown>;
    const system = [String(p.display_id), String(p.slug), String(p.created_at), String(p.date_status)];
    const fields = FIELD_NAMES.map((name) => {
      const field = FIELDS[name];
      const value = field.kind === "photos" ? (p[name] as string[]).map((u) => absolutePhotoUrl(u, siteUrl)) : p[name];
      return cellOf(field, value);
    });
    return [...system, ...fields];
  });
  return writeCsv([CSV_HEADERS, ...records]);
}

export function csvFileName(now = new Date()): string {
  return `listings-${now.toISOString().slice(0, 10)}.csv`;
}
