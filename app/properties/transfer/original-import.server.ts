import fsp from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { ensureName } from "~/names/names.server";
import { ImageRejected, storePhoto } from "~/photos/images.server";
import { FIELD_NAMES, FIELDS } from "../model/fields";
import { blankValues, propertyFormSchema, schemaInput, type PropertyFormValues } from "../model/form";
import type { PropertyInput } from "../model/table";
import { sanitizeDescriptions } from "../sanitize.server";
import { insertProperty, lockCreates } from "../repository.server";

/**
 * Import of the original product's data export (docs/product.md#data-export-and-import):
 * its `properties`, `locations` and `project_names` collections as JSON,
 * with the original field names (spec §3). Each collection may be a list of
 * documents (with `id`) or an object keyed by document id. Timestamps may be
 * ISO text, milliseconds, or `{ _seconds, _nanoseconds }` / `{ seconds }`.
 *
 * Every property goes through the admin form's schema. Listings keep their
 * document id, display id and slug, so links and numbers already shared
 * keep working. Photos were URLs of the old file storage, which this site
 * cannot reach: each is taken from the folder of exported files when given
 * (matched by file name, with or without the `{timestamp}_` prefix the old
 * upload added) and goes through this site's photo pipeline (checks,
 * watermark, variants); any other is reported as missing. All or nothing:
 * one invalid listing, or one already on this site, refuses the import.
 */
export interface OriginalImportReport {
  properties: number;
  locations: string[];
  project_names: string[];
  errors: { listing: string; messages: string[] }[];
  photos: { imported: number; missing: { listing: string; url: string; why: string }[] };
  applied: boolean;
}

type Doc = Record<string, unknown>;

function documents(collection: unknown): Doc[] {
  if (Array.isArray(collection)) return collection.filter((d): d is Doc => typeof d === "object" && d !== null);
  if (collection && typeof collection === "object") {
    return Object.entries(collection as Record<string, unknown>)
      .filter(([, d]) => typeof d === "object" && d !== null)
      .map(([id, d]) => ({ id, ...(d as Doc) }));
  }
  return [];
}

/** Any timestamp form the export may hold → ISO text, or undefined. */
export function originalTime(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  let ms: number | undefined;
  if (typeof value === "number") ms = value;
  else if (typeof value === "string") ms = Date.parse(value);
  else if (typeof value === "object") {
    const v = value as { _seconds?: number; seconds?: number; _nanoseconds?: number; nanoseconds?: number };
    const s = v._seconds ?? v.seconds;
    if (typeof s === "number") ms = s * 1000 + Math.floor((v._nanoseconds ?? v.nanoseconds ?? 0) / 1e6);
  }
  return ms !== undefined && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** "…/o/property_images%2F1700000000000_living.jpg?alt=media" → "1700000000000_living.jpg". */
export function photoFileName(url: string): string {
  let p = url;
  try {
    p = new URL(url).pathname;
  } catch {
    // a bare path or name
  }
  const decoded = decodeURIComponent(p);
  return decoded.split("/").pop() ?? decoded;
}

async function findPhoto(dir: string, name: string, files: Set<string>): Promise<string | null> {
  const candidates = [name, name.replace(/^\d+_/, "")];
  for (const c of candidates) if (c && files.has(c)) return path.join(dir, c);
  return null;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The original document's fields as the admin form would post them. */
function formInput(doc: Doc): Record<string, unknown> {
  const values = blankValues() as Record<string, unknown>;
  for (const name of FIELD_NAMES) {
    if (!(name in doc) || name === "images") continue;
    const field = FIELDS[name];
    const v = doc[name];
    if (field.kind === "flag") values[name] = v === true || v === "true" || v === 1;
    else if (field.kind === "deal_types" || field.kind === "multi") values[name] = Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
    else values[name] = v === null || v === undefined ? "" : String(v);
  }
  return schemaInput(values as PropertyFormValues);
}

export async function importOriginalExport(
  db: Kysely<Database>,
  exportJson: unknown,
  options: { photosDir?: string; dryRun?: boolean; actor?: string } = {},
): Promise<OriginalImportReport> {
  const root = (exportJson ?? {}) as Doc;
  const props = documents(root.properties);
  const names = (c: unknown) => [...new Set(documents(c).map((d) => String(d.name ?? "").trim()).filter(Boolean))];
  const report: OriginalImportReport = {
    properties: 0,
    locations: names(root.locations),
    project_names: names(root.project_names),
    errors: [],
    photos: { imported: 0, missing: [] },
    applied: false,
  };

  const existingIds = new Set((await db.selectFrom("properties").select("id").execute()).map((r) => r.id));
  const existingDisplay = new Set((await db.selectFrom("properties").select("display_id").execute()).map((r) => Number(r.display_id)));
  const planned: { doc: Doc; input: PropertyInput; label: string; photoUrls: string[] }[] = [];
  const seen = new Set<number>();
  for (const [i, doc] of props.entries()) {
    const label = `${doc.display_id !== undefined ? `#${String(doc.display_id)}` : `properties[${i}]`} ${String(doc.title ?? "")}`.trim();
    const messages: string[] = [];
    const parsed = propertyFormSchema.safeParse(formInput(doc));
    if (!parsed.success) messages.push(...new Set(parsed.error.issues.map((x) => x.message)));
    const displayId = Number(doc.display_id);
    if (doc.display_id !== undefined && (!Number.isInteger(displayId) || displayId <= 0)) messages.push("display_id must be a whole number.");
    else if (existingDisplay.has(displayId)) messages.push(`display_id ${displayId} is already on this site.`);
    else if (seen.has(displayId)) messages.push(`display_id ${displayId} appears twice in the export.`);
    seen.add(displayId);
    if (typeof doc.id === "string" && existingIds.has(doc.id)) messages.push(`document ${doc.id} is already on this site.`);
    if (messages.length || !parsed.success) {
      report.errors.push({ listing: label, messages });
      continue;
    }
    const photoUrls = Array.isArray(doc.images) ? doc.images.map(String).filter(Boolean) : [];
    planned.push({ doc, input: sanitizeDescriptions(parsed.data), label, photoUrls });
  }
  report.properties = planned.length;

  // Photos: looked up even on a dry run (the report names every missing one), stored only for real.
  const files = options.photosDir ? new Set(await fsp.readdir(options.photosDir)) : new Set<string>();
  const photos = new Map<Doc, string[]>();
  for (const row of planned) {
    const kept: string[] = [];
    for (const url of row.photoUrls) {
      const file = options.photosDir ? await findPhoto(options.photosDir, photoFileName(url), files) : null;
      if (!file) {
        report.photos.missing.push({ listing: row.label, url, why: options.photosDir ? `no file named ${photoFileName(url)} in the folder` : "no photo folder given" });
        continue;
      }
      if (report.errors.length || options.dryRun) continue;
      try {
        const stored = await storePhoto(await fsp.readFile(file), path.basename(file));
        kept.push(stored.url);
        report.photos.imported += 1;
      } catch (e) {
        if (!(e instanceof ImageRejected)) throw e;
        report.photos.missing.push({ listing: row.label, url, why: `not a usable photo (${e.message})` });
      }
    }
    photos.set(row.doc, kept);
  }
  if (report.errors.length || options.dryRun) return report;

  await db.transaction().execute(async (trx) => {
    await lockCreates(trx);
    for (const name of report.locations) await ensureName(trx, "locations", name);
    for (const name of report.project_names) await ensureName(trx, "project_names", name);
    for (const row of planned) {
      const { doc } = row;
      await insertProperty(trx, { ...row.input, images: photos.get(doc) ?? [] }, {
        id: typeof doc.id === "string" && SAFE_ID.test(doc.id) ? doc.id : undefined,
        display_id: doc.display_id !== undefined ? Number(doc.display_id) : undefined,
        slug: typeof doc.slug === "string" ? doc.slug : undefined,
        created_at: originalTime(doc.created_at),
        date_status: originalTime(doc.date_status),
        actor: options.actor ?? "system (import-original)",
        action: "import",
      });
    }
  });
  report.applied = true;
  return report;
}
