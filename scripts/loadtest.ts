/**
 * npm run loadtest -- [--url http://127.0.0.1:3000] [--duration 60] [--connections 200]
 *                     [--writers 2] [--write-pause 2000] [--email … --password …]
 *
 * Mixed load against a running server: autocannon hammers the public pages
 * (home, listings, detail pages, categories, locations, search, their `.data`
 * twins) while a few admin writers create and edit their own properties
 * (titles starting "Loadtest <run>") through the real admin action, as the
 * property form posts them. At the end every acknowledged save is read back
 * from the admin form and the public page; a save that was acknowledged but
 * is missing or wrong is a LOST WRITE. The writers' properties are deleted.
 *
 * Admin credentials: --email/--password or LOADTEST_EMAIL/LOADTEST_PASSWORD.
 * Exit code 1 when there were errors or lost writes.
 */
import autocannon from "autocannon";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

// ---------------------------------------------------------------------------
// A small HTTP client for the admin, as a browser's form posts would reach it.
// Shared with tests/e2e (crash safety, hidden data, XSS).

export interface Toast {
  kind: "success" | "error";
  message: string;
}

/** The session cookie's value ("__session=…") from a response, if it set one. */
function sessionCookie(res: Response): string | null {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    if (pair.startsWith("__session=") && pair.length > "__session=".length) return pair;
  }
  return null;
}

/**
 * The flash message in a signed session cookie (React Router encodes the
 * session as base64 JSON, then `.signature`): what the admin layout would show.
 */
export function readFlash(res: Response): Toast | null {
  const cookie = sessionCookie(res);
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice("__session=".length));
  const payload = value.slice(0, value.lastIndexOf("."));
  try {
    const data = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Record<string, unknown>;
    return (data.__flash_toast__ as Toast | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Signs in through POST /login; returns the Cookie header value for later requests. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email, password, redirectTo: "/admin" }),
  });
  const cookie = sessionCookie(res);
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: HTTP ${res.status} ${await res.text()}`);
  return cookie;
}

export type PropertyFields = Partial<Record<
  | "title" | "project_name" | "property_type" | "owner_name" | "owner_contact" | "location" | "price_sale"
  | "price_rent" | "bedrooms" | "bathrooms" | "carparks" | "built_up_area" | "land_area" | "description"
  | "remarks_hidden" | "status" | "is_featured",
  string
>> & { listing_type?: string[]; images?: string[] };

/** The body the property form posts (intent=save, plus id and version for an edit). */
export function propertyForm(fields: PropertyFields, edit?: { id: string; version: number }): URLSearchParams {
  const body = new URLSearchParams([["intent", "save"]]);
  if (edit) {
    body.append("id", edit.id);
    body.append("version", String(edit.version));
  }
  const { listing_type = ["sale"], images = [], ...rest } = fields;
  for (const [name, value] of Object.entries(rest)) if (value !== undefined) body.append(name, value);
  for (const t of listing_type) body.append("listing_type", t);
  for (const url of images) body.append("images", url);
  return body;
}

export interface SaveResult {
  /** The server said it saved: a redirect carrying the success message. */
  acknowledged: boolean;
  status: number;
  message: string;
  displayId?: number;
  slug?: string;
}

async function postForm(base: string, cookie: string, path: string, body: URLSearchParams): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: base },
    body,
  });
}

function saveResult(res: Response, expected: string): SaveResult {
  const toast = readFlash(res);
  const message = toast?.message ?? "";
  const acknowledged = res.status === 302 && toast?.kind === "success" && message.startsWith(expected);
  const created = /Display ID: (\d+), Slug: (\S+)$/.exec(message);
  return {
    acknowledged,
    status: res.status,
    message,
    ...(created ? { displayId: Number(created[1]), slug: created[2] } : {}),
  };
}

/** Adds a property through the admin action. */
export async function adminCreate(base: string, cookie: string, fields: PropertyFields): Promise<SaveResult> {
  const res = await postForm(base, cookie, "/admin/properties?new=1", propertyForm(fields));
  await res.arrayBuffer();
  return saveResult(res, "Property added successfully!");
}

/** Saves an edit made from the form that showed `version`. */
export async function adminEdit(
  base: string,
  cookie: string,
  id: string,
  version: number,
  fields: PropertyFields,
): Promise<SaveResult> {
  const res = await postForm(base, cookie, `/admin/properties?edit=${encodeURIComponent(id)}`, propertyForm(fields, { id, version }));
  await res.arrayBuffer();
  return saveResult(res, "Property updated successfully!");
}

export async function adminDelete(base: string, cookie: string, id: string): Promise<boolean> {
  const res = await postForm(base, cookie, "/admin/properties", new URLSearchParams({ intent: "delete", id }));
  const text = await res.text();
  return res.status === 200 && text.includes("Property deleted successfully!");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (s: string) => s.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

/** Ids of the properties the admin list shows for a search. */
export async function adminFind(base: string, cookie: string, q: string): Promise<string[]> {
  const res = await fetch(`${base}/admin/properties?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`admin list: HTTP ${res.status}`);
  return [...new Set([...html.matchAll(/href="[^"]*[?&]edit=([^"&]+)"/g)].map((m) => decodeURIComponent(decode(m[1]!))))];
}

/** The edit form of a property: its version and the text fields as stored. */
export async function adminRead(
  base: string,
  cookie: string,
  id: string,
): Promise<{ version: number; fields: Record<string, string> } | null> {
  const res = await fetch(`${base}/admin/properties?edit=${encodeURIComponent(id)}`, { headers: { Cookie: cookie } });
  const html = await res.text();
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`admin edit form: HTTP ${res.status}`);
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (name && value !== undefined && !(name in fields)) fields[name] = decode(value);
  }
  const version = Number(fields.version);
  if (!Number.isInteger(version)) throw new Error(`no version in the edit form of ${id}`);
  return { version, fields };
}

// ---------------------------------------------------------------------------
// The load test.

export interface LoadtestOptions {
  url: string;
  email: string;
  password: string;
  duration: number;
  connections: number;
  writers: number;
  /** Pause of each writer between two rounds (create + edit), in ms. */
  writePauseMs: number;
  log?: (line: string) => void;
}

export interface LoadtestSummary {
  url: string;
  duration: number;
  connections: number;
  writers: number;
  reads: {
    requests: number;
    perSecond: number;
    latencyP50: number;
    latencyP99: number;
    status2xx: number;
    status3xx: number;
    status4xx: number;
    status5xx: number;
    socketErrors: number;
    timeouts: number;
  };
  writes: { attempted: number; acknowledged: number; creates: number; edits: number; failed: number; failures: string[] };
  readBack: { checked: number; lostWrites: number; lost: string[]; stalePublicPages: number };
  cleanup: { deleted: number; left: number };
  /** Non-2xx/3xx reads, socket errors and timeouts, failed writes. */
  errors: number;
}

interface Written {
  id: string | null;
  slug: string;
  /** The title of the last acknowledged save, and of an unacknowledged one that may have landed. */
  title: string;
  maybeTitle: string | null;
  price: string;
  maybePrice: string | null;
}

function writerFields(title: string, price: string): PropertyFields {
  return {
    title,
    project_name: "Loadtest Residences",
    property_type: "Condominium/Apartment/Flat",
    location: "Loadtest Town",
    price_sale: price,
    bedrooms: "3",
    bathrooms: "2",
    built_up_area: "1000",
    description: `<p>${title}: a property written by the load test.</p>`,
    owner_name: "Loadtest Owner",
    owner_contact: "0100000000",
    status: "Available",
    listing_type: ["sale"],
  };
}

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname);

/** Public paths to read: fixed pages plus listing and location pages from the sitemap's first files. */
async function readPaths(base: string): Promise<string[]> {
  const files = sitemapLocs(await (await fetch(`${base}/sitemap.xml`)).text()).slice(0, 2); // pages.xml, listings-1.xml
  const locs = (await Promise.all(files.map(async (file) => sitemapLocs(await (await fetch(`${base}${file}`)).text())))).flat();
  const listings = locs.filter((p) => p.startsWith("/listing/")).slice(0, 40);
  const locations = locs.filter((p) => p.startsWith("/location/")).slice(0, 10);
  const paths = [
    "/", "/listings", "/?page=2", "/search?q=condo", "/search?q=kuala", "/?q=jaya",
    "/category/condo", "/category/landed-house", "/price-range/under-500k", "/sitemap.xml", ...files, "/robots.txt",
    "/_root.data", "/search.data?q=condo",
    ...locations,
  ];
  for (const [i, p] of listings.entries()) paths.push(i % 4 === 3 ? `${p}.data` : p);
  return paths;
}

export async function runLoadtest(options: LoadtestOptions): Promise<LoadtestSummary> {
  const log = options.log ?? (() => {});
  const base = options.url.replace(/\/$/, "");
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const prefix = `Loadtest ${run}`;
  const cookie = await signIn(base, options.email, options.password);
  const paths = await readPaths(base);
  log(`Load test ${run}: ${base}, ${options.connections} connections, ${options.duration} s, ${options.writers} writers, ${paths.length} public paths`);

  const written: Written[] = [];
  const failures: string[] = [];
  let attempted = 0;
  let creates = 0;
  let edits = 0;
  let stop = false;

  const fail = (what: string) => {
    if (failures.length < 20) failures.push(what);
  };

  async function writer(w: number) {
    for (let round = 1; !stop; round++) {
      const title = `${prefix} w${w} n${round}`;
      const price = String(100_000 + w * 1000 + round);
      attempted += 1;
      let created: SaveResult;
      try {
        created = await adminCreate(base, cookie, writerFields(title, price));
      } catch (e) {
        fail(`create ${title}: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (!created.acknowledged || !created.slug) {
        fail(`create ${title}: HTTP ${created.status} ${created.message}`);
        continue;
      }
      creates += 1;
      const entry: Written = { id: null, slug: created.slug, title, maybeTitle: null, price, maybePrice: null };
      written.push(entry);
      try {
        const [id] = await adminFind(base, cookie, title);
        if (!id) throw new Error("not in the admin list right after it was saved");
        entry.id = id;
        const current = await adminRead(base, cookie, id);
        if (!current) throw new Error("its edit form is gone");
        const newTitle = `${title} edited`;
        const newPrice = String(Number(price) + 500_000);
        attempted += 1;
        entry.maybeTitle = newTitle;
        entry.maybePrice = newPrice;
        const edited = await adminEdit(base, cookie, id, current.version, writerFields(newTitle, newPrice));
        if (edited.acknowledged) {
          edits += 1;
          Object.assign(entry, { title: newTitle, price: newPrice, maybeTitle: null, maybePrice: null });
        } else {
          fail(`edit ${title}: HTTP ${edited.status} ${edited.message}`);
        }
      } catch (e) {
        fail(`edit ${title}: ${(e as Error).message}`);
      }
      if (options.writePauseMs > 0) await new Promise((r) => setTimeout(r, options.writePauseMs));
    }
  }

  const reads = autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  const writers = Array.from({ length: options.writers }, (_, i) => writer(i + 1));
  const result = await reads;
  stop = true;
  await Promise.all(writers);

  // Read back every acknowledged save: from the admin (the database) and the public page (the cache).
  let lostWrites = 0;
  let stalePublicPages = 0;
  const lost: string[] = [];
  for (const entry of written) {
    const ids = entry.id ? [entry.id] : await adminFind(base, cookie, entry.title.replace(/ edited$/, ""));
    entry.id ??= ids[0] ?? null;
    const stored = entry.id ? await adminRead(base, cookie, entry.id) : null;
    const titleOk = stored && (stored.fields.title === entry.title || stored.fields.title === entry.maybeTitle);
    const priceOk =
      stored && (stored.fields.price_sale === entry.price || stored.fields.price_sale === entry.maybePrice);
    if (!stored || !titleOk || !priceOk) {
      lostWrites += 1;
      if (lost.length < 20) lost.push(`${entry.title}: ${stored ? `found "${stored.fields.title}" / ${stored.fields.price_sale}` : "missing"}`);
      continue;
    }
    const page = await fetch(`${base}/listing/${entry.slug}`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes(stored.fields.title)) stalePublicPages += 1;
  }

  let deleted = 0;
  for (const entry of written) if (entry.id && (await adminDelete(base, cookie, entry.id))) deleted += 1;
  const left = (await adminFind(base, cookie, prefix)).length;

  const failed = attempted - creates - edits;
  const readErrors = result["4xx"] + result["5xx"] + result.errors;
  return {
    url: base,
    duration: result.duration,
    connections: options.connections,
    writers: options.writers,
    reads: {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      status2xx: result["2xx"],
      status3xx: result["3xx"],
      status4xx: result["4xx"],
      status5xx: result["5xx"],
      socketErrors: result.errors - result.timeouts,
      timeouts: result.timeouts,
    },
    writes: { attempted, acknowledged: creates + edits, creates, edits, failed, failures },
    readBack: { checked: written.length, lostWrites, lost, stalePublicPages },
    cleanup: { deleted, left },
    errors: readErrors + failed,
  };
}

export function formatSummary(s: LoadtestSummary): string {
  const r = s.reads;
  const lines = [
    `Target:            ${s.url} — ${s.connections} connections, ${s.duration} s, ${s.writers} admin writers`,
    `Requests:          ${r.requests + s.writes.attempted} (public reads ${r.requests}, ${r.perSecond}/s; latency p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms)`,
    `Read responses:    2xx ${r.status2xx}, 3xx ${r.status3xx}, 4xx ${r.status4xx}, 5xx ${r.status5xx}, socket errors ${r.socketErrors}, timeouts ${r.timeouts}`,
    `Writes:            attempted ${s.writes.attempted}, acknowledged ${s.writes.acknowledged} (creates ${s.writes.creates}, edits ${s.writes.edits}), failed ${s.writes.failed}`,
    ...s.writes.failures.map((f) => `  failed write:    ${f}`),
    `Read back:         ${s.readBack.checked} properties checked in the admin and on their public page; stale public pages ${s.readBack.stalePublicPages}`,
    `LOST WRITES:       ${s.readBack.lostWrites}`,
    ...s.readBack.lost.map((l) => `  lost:            ${l}`),
    `ERRORS:            ${s.errors}`,
    `Cleanup:           deleted ${s.cleanup.deleted} loadtest properties, ${s.cleanup.left} left`,
  ];
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3000" },
      duration: { type: "string", default: "60" },
      connections: { type: "string", default: "200" },
      writers: { type: "string", default: "2" },
      "write-pause": { type: "string", default: "2000" },
      email: { type: "string", default: process.env.LOADTEST_EMAIL },
      password: { type: "string", default: process.env.LOADTEST_PASSWORD },
    },
  });
  if (!values.email || !values.password) {
    console.error("Admin credentials are needed: --email and --password, or LOADTEST_EMAIL and LOADTEST_PASSWORD.");
    process.exit(2);
  }
  const summary = await runLoadtest({
    url: values.url!,
    email: values.email,
    password: values.password,
    duration: Number(values.duration),
    connections: Number(values.connections),
    writers: Number(values.writers),
    writePauseMs: Number(values["write-pause"]),
    log: (line) => console.log(line),
  });
  console.log(formatSummary(summary));
  process.exit(summary.errors === 0 && summary.readBack.lostWrites === 0 && summary.readBack.stalePublicPages === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
