import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { startSession } from "~/auth/auth.server";
import { getDb } from "~/platform/db/db.server";
import { keysForPhoto } from "~/photos/images.server";
import { getStorage } from "~/platform/storage/storage.server";

export const ORIGIN = "https://listings.example.my";

/** Route functions are called directly, as React Router would (server/react-router.ts fills `context`). */
export function args(request: Request, params: Record<string, string> = {}, context = new RouterContextProvider()) {
  return { request, params, context } as never;
}

let adminCount = 0;

/** A fresh admin with a real session; returns the Cookie header a browser would send. */
export async function adminCookie(): Promise<string> {
  adminCount += 1;
  const email = `admin${adminCount}-${Date.now()}@example.com`;
  const id = await createAdmin(email, "a long enough password");
  const response = await startSession(new Request(`${ORIGIN}/login`), { id, email }, "/admin");
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

export function get(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A form post; repeat a name for a multi-value field. */
export function post(path: string, fields: Array<[string, string]> | Record<string, string>, cookie?: string): Request {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", body, headers });
}

/** Runs a loader or action and returns what it returned or threw (a Response or data()). */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (e) {
    return e;
  }
}

export function expectLoginRedirect(result: unknown, label?: string) {
  expect(result, label).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status, label).toBe(302);
  expect(response.headers.get("Location"), label).toMatch(/^\/login\?redirectTo=%2F/);
}

/** data() results carry `data` and `init`; plain objects are returned as they are. */
export function unwrap<T = Record<string, unknown>>(result: unknown): { status: number; data: T } {
  const value = result as { type?: string; data?: T; init?: { status?: number } };
  if (value && value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, data: value.data as T };
  return { status: 200, data: result as T };
}

export async function tableSnapshot() {
  const db = getDb();
  return {
    properties: await db.selectFrom("properties").selectAll().orderBy("id").execute(),
    locations: await db.selectFrom("locations").select(["name"]).orderBy("name").execute(),
    projectNames: await db.selectFrom("project_names").select(["name"]).orderBy("name").execute(),
    siteSettings: await db.selectFrom("site_settings").selectAll().execute(),
    searchAliases: await db.selectFrom("search_aliases").selectAll().execute(),
  };
}

/** A photo's files put straight into storage (what an upload leaves), so a test can follow them through a save or a delete. */
export async function storedPhoto(name: string): Promise<string> {
  const url = `/images/property_images/1700000000000_${name}.jpg`;
  for (const key of keysForPhoto(url)) await getStorage().put(key, Buffer.from("x"), "image/jpeg");
  return url;
}

export const photoFilesExist = async (url: string) =>
  Promise.all(keysForPhoto(url).map((k) => getStorage().exists(k))).then((all) => all.every(Boolean));
