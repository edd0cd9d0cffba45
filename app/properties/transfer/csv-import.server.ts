import { parse } from "csv-parse";
import { finished } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getEnv } from "~/platform/config.server";
import { inLargeWrite, SLICE_MS } from "~/platform/db/large-write.server";
import { unguardFormulas } from "~/platform/csv/formula-guard";
import { nowIso } from "~/platform/ids";
import { turnTaker } from "~/platform/turns";
import { getStorage } from "~/platform/storage/storage.server";
import { keyFromPublicUrl, type Storage } from "~/platform/storage/keys";
import { isOwnImage } from "~/photos/image-urls";
import { nameKey } from "~/names/name-lists";
import { FIELD_NAMES, FIELDS } from "../model/fields";
import { blankValues, propertyFormSchema, schemaInput, valuesFromProperty, type PropertyFormValues } from "../model/form";
import { toAdminProperty, type PropertyInput } from "../model/table";
import { sanitizeDescriptions } from "../sanitize.server";
import { insertProperty, lockCreates, StaleEdit, writeUpdate, type Db } from "../repository.server";
import { columnOf, formInputOf, type SYSTEM_COLUMNS } from "./csv-format";
import { nulCellMessage } from "./csv-text";
import type { ImportReport, RowPlan } from "./import-report";

export type { ImportReport } from "./import-report";

/**
 * Import of the listings CSV (csv-format.ts). `checkListingsCsv` is the dry
 * run: it reads the database and changes nothing. `applyListingsCsv` checks
 * the file again inside one transaction and writes every row, or nothing: a
 * file with any row in error is refused whole (decision 019), so a fixed
 * file can be imported again without thinking about which rows went in.
 *
 * Each row goes through the admin form's own schema (the same rules and
 * messages). A row whose display_id names a listing updates it (the columns
 * the file leaves out stay as they are); any other row creates one, keeping
 * its display_id when no listing has it (numbers already quoted to buyers
 * stay). Unknown locations and project names join their lists, as when typed
 * in the form; the dry run names them. Photos: this site's own photo URLs
 * whose file exists are kept; any other URL is reported and left out.
 */

type SystemColumn = (typeof SYSTEM_COLUMNS)[number];

interface PlannedRow extends RowPlan {
  id: string | null;
  /** The version the plan read: the update is refused if the listing moved on since. */
  version: number | null;
  input: PropertyInput;
  created_at?: string;
  date_status?: string;
}

export const IMPORT_MAX_ROWS = 20_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function emptyReport(fileError: string | null): ImportReport {
  return { fileError, rows: [], errors: [], droppedPhotos: [], newNames: { locations: [], project_names: [] }, ignoredColumns: [] };
}

/** Characters of the file given to the parser between two turns of the event loop (about 5 ms of parsing). */
const PARSE_SLICE = 64 * 1024;

/**
 * The records with the line each starts on (a quoted cell may span lines).
 * Parsed a slice at a time, giving the event loop a turn between slices: a
 * 10 MB file held the server for a second when parsed in one go.
 */
async function readRecords(text: string, pause: () => Promise<void>): Promise<{ header: string[]; records: { line: number; cells: string[] }[] } | string> {
  const parsed: { record: string[]; info: { lines: number }; raw: string }[] = [];
  try {
    const parser = parse({ bom: true, info: true, raw: true, skip_empty_lines: true, relax_column_count: true });
    parser.on("data", (r: (typeof parsed)[number]) => parsed.push(r));
    const done = finished(parser);
    done.catch(() => undefined); // read below, once fed
    for (let at = 0; at < text.length && !parser.destroyed; at += PARSE_SLICE) {
      parser.write(text.slice(at, at + PARSE_SLICE));
      await pause();
    }
    parser.end();
    await done;
  } catch (e) {
    return `The file could not be read as CSV: ${(e as Error).message}`;
  }
  if (parsed.length === 0) return "The file is empty.";
  const [head, ...rest] = parsed;
  const records = rest.map((r) => ({
    line: r.info.lines - (r.raw.replace(/\r?\n$/, "").split("\n").length - 1),
    cells: r.record,
  }));
  return { header: head!.record, records };
}

/** Is `url` one of this site's photos, stored here? Then its stored form (`/images/…`). */
async function ownPhoto(url: string, siteUrl: string, storage: Storage): Promise<string | null> {
  let path: string;
  if (url.startsWith("/")) path = url;
  else {
    try {
      const u = new URL(url);
      if (u.origin !== new URL(siteUrl).origin) return null;
      path = u.pathname;
    } catch {
      return null;
    }
  }
  if (!isOwnImage(path)) return null;
  const key = keyFromPublicUrl(path);
  return key && (await storage.exists(key)) ? path : null;
}

/** Listings read per query: a few milliseconds of the loop each, whatever the catalogue. */
const READ_BATCH = 500;

/**
 * The listings the file's display_ids name, by display id: only those, a
 * batch at a time with turns between (reading every listing in one query
 * held the loop for a second at 100,000 listings).
 */
async function listingsNamed(db: Db, records: { cells: string[] }[], column: number, pause: () => Promise<void>) {
  const ids = column === -1 ? [] : [...new Set(records.map((r) => r.cells[column]?.trim() ?? "").filter((v) => /^\d{1,9}$/.test(v)).map(Number))];
  const found = new Map<number, ReturnType<typeof toAdminProperty>>();
  for (let at = 0; at < ids.length; at += READ_BATCH) {
    const rows = await db.selectFrom("properties").selectAll().where("display_id", "in", ids.slice(at, at + READ_BATCH)).execute();
    for (const r of rows) found.set(Number(r.display_id), toAdminProperty(r));
    await pause();
  }
  return found;
}

async function plan(db: Db, text: string, storage: Storage): Promise<{ report: ImportReport; planned: PlannedRow[] }> {
  // Parsing, validating and sanitizing 20,000 rows is seconds of work: in slices, with turns of the event loop between.
  const pause = turnTaker(SLICE_MS);
  const read = await readRecords(text, pause);
  if (typeof read === "string") return { report: emptyReport(read), planned: [] };
  if (read.header.some((h) => h.includes("\0"))) return { report: emptyReport("The first line holds a NUL character (a zero byte): the file may be damaged or not a CSV file."), planned: [] };
  const columns = read.header.map(columnOf);
  const report = emptyReport(null);
  report.ignoredColumns = read.header.filter((h, i) => columns[i] === null && h.trim() !== "");
  if (!columns.some((c) => c !== null && c in FIELDS)) {
    return { report: emptyReport("The file has no column this site knows (the first line must name the columns, e.g. title, location, listing_type)."), planned: [] };
  }
  if (read.records.length > IMPORT_MAX_ROWS) {
    return { report: emptyReport(`The file has ${read.records.length} rows; at most ${IMPORT_MAX_ROWS} are imported at once.`), planned: [] };
  }
  const siteUrl = getEnv().SITE_URL;
  const existing = await listingsNamed(db, read.records, columns.indexOf("display_id"), pause);
  const known = {
    locations: new Set((await db.selectFrom("locations").select("name_key").execute()).map((r) => r.name_key)),
    project_names: new Set((await db.selectFrom("project_names").select("name_key").execute()).map((r) => r.name_key)),
  };
  const newNames = { locations: new Map<string, string>(), project_names: new Map<string, string>() };
  const seenIds = new Map<number, number>();
  const planned: PlannedRow[] = [];

  for (const { line, cells } of read.records) {
    await pause();
    const messages: string[] = [];
    if (cells.length !== read.header.length) {
      messages.push(`This row has ${cells.length} cells; the first line names ${read.header.length} columns.`);
    }
    const nul = nulCellMessage(cells, read.header);
    if (nul) messages.push(nul);
    const cell = new Map<string, string>();
    columns.forEach((c, i) => {
      if (c !== null) cell.set(c, unguardFormulas(cells[i] ?? ""));
    });
    const system = (name: SystemColumn) => cell.get(name)?.trim() ?? "";

    let displayId: number | null = null;
    const rawId = system("display_id");
    if (rawId !== "") {
      if (!/^\d{1,9}$/.test(rawId) || Number(rawId) === 0) messages.push(`display_id must be a whole number (got "${rawId}").`);
      else {
        displayId = Number(rawId);
        const first = seenIds.get(displayId);
        if (first !== undefined) messages.push(`display_id ${displayId} is also on line ${first}.`);
        else seenIds.set(displayId, line);
      }
    }
    const current = displayId !== null ? (existing.get(displayId) ?? null) : null;
    const values: Record<string, unknown> = current ? valuesFromProperty(current) : blankValues();
    for (const name of FIELD_NAMES) {
      if (cell.has(name)) values[name] = formInputOf(FIELDS[name], cell.get(name)!);
    }
    const photos: string[] = [];
    if (cell.has("images")) {
      for (const url of values.images as string[]) {
        const own = await ownPhoto(url, siteUrl, storage);
        if (own) photos.push(own);
        else report.droppedPhotos.push({ line, url });
      }
      values.images = photos;
    }
    const parsed = propertyFormSchema.safeParse(schemaInput(values as PropertyFormValues));
    if (!parsed.success) messages.push(...new Set(parsed.error.issues.map((i) => i.message)));
    const stamps: { created_at?: string; date_status?: string } = {};
    for (const name of ["created_at", "date_status"] as const) {
      const v = system(name);
      if (v === "") continue;
      if (ISO.test(v) && !Number.isNaN(Date.parse(v))) stamps[name] = v;
      else messages.push(`${name} must be a time such as 2026-11-24T06:00:00.000Z (got "${v}").`);
    }
    if (messages.length || !parsed.success) {
      report.errors.push({ line, messages });
      continue;
    }
    const input = sanitizeDescriptions(parsed.data) as PropertyInput;
    for (const kind of ["locations", "project_names"] as const) {
      const name = (kind === "locations" ? input.location : input.project_name).trim();
      if (name && !known[kind].has(nameKey(name)) && !newNames[kind].has(nameKey(name))) newNames[kind].set(nameKey(name), name);
    }
    const before = current as unknown as Record<string, unknown> | null;
    planned.push({
      version: current?.version ?? null,
      line,
      action: current ? "update" : "create",
      display_id: displayId,
      title: input.title,
      changes: before ? FIELD_NAMES.filter((n) => JSON.stringify(before[n]) !== JSON.stringify(input[n])) : [],
      id: current?.id ?? null,
      input,
      ...stamps,
    });
  }
  report.rows = planned.map(({ line, action, display_id, title, changes }) => ({ line, action, display_id, title, changes }));
  report.newNames = { locations: [...newNames.locations.values()], project_names: [...newNames.project_names.values()] };
  return { report, planned };
}

/** The dry run: what an import of `text` would do; the database is only read. */
export async function checkListingsCsv(db: Kysely<Database>, text: string, storage: Storage = getStorage()): Promise<ImportReport> {
  return (await plan(db, text, storage)).report;
}

export type ApplyResult =
  | { applied: true; created: number; updated: number; report: ImportReport }
  | { applied: false; report: ImportReport };

class Refused extends Error {
  constructor(readonly report: ImportReport) {
    super("refused");
  }
}

/**
 * The import, in one transaction: checked again (the site may have changed
 * since the dry run), then every row written, or nothing.
 */
export async function applyListingsCsv(
  db: Kysely<Database>,
  text: string,
  actor: string,
  options: { storage?: Storage; within?: (trx: Db) => Promise<void> } = {},
): Promise<ApplyResult> {
  const storage = options.storage ?? getStorage();
  try {
    // SQLite: the search indexes merge between rows, and a worker thread copies the WAL into the database after the commit (decisions 056, 073).
    return await inLargeWrite(db, async (trx, pause) => {
      await lockCreates(trx);
      // The caller's own step, all or nothing with the rows (the Data page takes its kept file: one import per check).
      await options.within?.(trx);
      const { report, planned } = await plan(trx, text, storage);
      if (report.fileError || report.errors.length) throw new Refused(report);
      const now = nowIso();
      let created = 0;
      let updated = 0;
      // Turns of the event loop between rows, inside the one transaction
      // (decision 044): cached pages and /healthz are answered while it
      // writes; on SQLite nothing it writes is seen before the commit.
      for (const row of planned) {
        await pause();
        if (row.action === "create") {
          const kept = { display_id: row.display_id ?? undefined, created_at: row.created_at, date_status: row.date_status };
          await insertProperty(trx, row.input, { ...kept, now, actor, action: "import" });
          created += 1;
        } else {
          // The form's own update: a listing saved after this transaction read it is refused (StaleEdit).
          const { images, ...fields } = row.input;
          await writeUpdate(trx, row.id!, row.version!, fields, () => images, { actor, action: "import", now, date_status: row.date_status });
          updated += 1;
        }
      }
      return { applied: true as const, created, updated, report };
    });
  } catch (e) {
    if (e instanceof Refused) return { applied: false, report: e.report };
    if (e instanceof StaleEdit) return { applied: false, report: staleReport(e.displayId) };
    throw e;
  }
}

/** Someone saved a listing of the file while it was being imported: nothing was written. */
function staleReport(displayId: number): ImportReport {
  return emptyReport(`Listing ${displayId} was saved on the site while the file was being imported, so nothing was imported. Check the file again.`);
}
