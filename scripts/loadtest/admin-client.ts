/**
 * A small HTTP client for the admin, as a browser's form posts would reach it:
 * the load test's writers use it, and so do the browser tests that need data
 * written through the real admin action (crash safety, hidden data, XSS).
 */
import { decodeEntities } from "./html";

interface Toast {
  kind: "success" | "error";
  message: string;
}

/** The session cookie ("__session=…", or "__Host-session=…" on https) from a response, if it set one. */
function sessionCookie(res: Response): string | null {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    if (/^(?:__session|__Host-session)=./.test(pair)) return pair;
  }
  return null;
}

/**
 * The flash message in a signed session cookie (React Router encodes the
 * session as base64 JSON, then `.signature`): what the admin layout would show.
 */
function readFlash(res: Response): Toast | null {
  const cookie = sessionCookie(res);
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
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
function propertyForm(fields: PropertyFields, edit?: { id: string; version: number }): URLSearchParams {
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
  /** The redirect's flash message, or the alert of the form a refused save gives back. */
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

/** The alert of a refused save's page: the form's message, or the error page's. */
function refusal(html: string): string {
  const alert = /role="alert"[^>]*>(?:\s*<p[^>]*>)?([^<]*)</.exec(html);
  return alert ? decodeEntities(alert[1]!) : "";
}

/** What a save's answer says: the success flash of its redirect, or the refused form's alert. */
function saveResult(res: Response, html: string, expected: string): SaveResult {
  const toast = readFlash(res);
  const message = toast?.message ?? refusal(html);
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
  const res = await postForm(base, cookie, "/admin/properties/new", propertyForm(fields));
  return saveResult(res, await res.text(), "Property added successfully!");
}

/** Saves an edit made from the form that showed `version`. */
export async function adminEdit(
  base: string,
  cookie: string,
  id: string,
  version: number,
  fields: PropertyFields,
): Promise<SaveResult> {
  const res = await postForm(base, cookie, `/admin/properties/${encodeURIComponent(id)}/edit`, propertyForm(fields, { id, version }));
  return saveResult(res, await res.text(), "Property updated successfully!");
}

export async function adminDelete(base: string, cookie: string, id: string): Promise<boolean> {
  const res = await postForm(base, cookie, "/admin/properties", new URLSearchParams({ intent: "delete", id }));
  const text = await res.text();
  return res.status === 200 && text.includes("Property deleted successfully!");
}

/** Ids of the properties the admin list shows for a search. */
export async function adminFind(base: string, cookie: string, q: string): Promise<string[]> {
  const res = await fetch(`${base}/admin/properties?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`admin list: HTTP ${res.status}`);
  return [...new Set([...html.matchAll(/href="\/admin\/properties\/([^"/]+)\/edit"/g)].map((m) => decodeURIComponent(decodeEntities(m[1]!))))];
}

/** The edit form of a property: its version and the text fields as stored. */
export async function adminRead(
  base: string,
  cookie: string,
  id: string,
): Promise<{ version: number; fields: Record<string, string> } | null> {
  const res = await fetch(`${base}/admin/properties/${encodeURIComponent(id)}/edit`, { headers: { Cookie: cookie } });
  const html = await res.text();
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`admin edit form: HTTP ${res.status}`);
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (name && value !== undefined && !(name in fields)) fields[name] = decodeEntities(value);
  }
  const version = Number(fields.version);
  if (!Number.isInteger(version)) throw new Error(`no version in the edit form of ${id}`);
  return { version, fields };
}
