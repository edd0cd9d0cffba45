import type { BrowserContext, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { openServerDb } from "./fixtures";
import { E2E_ADMIN } from "./server-process";

/** Signs in through the real /login form as the admin the test server creates at start. */
export async function signInThroughForm(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * The fast path (epic-stack's): a session row written straight into the
 * server's database and its id signed into the cookie with the server's own
 * secret (kept in DATA_DIR). For tests about something other than signing in.
 * Returns the session's row id (the SHA-256 of the cookie's id).
 */
export async function signInFast(context: BrowserContext, baseURL: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
  const db = openServerDb();
  const sessionId = randomBytes(32).toString("base64url");
  const rowId = createHash("sha256").update(sessionId).digest("hex");
  try {
    const user = db.prepare("select id from admin_users where email = ?").get(E2E_ADMIN.email) as { id: string };
    const now = Date.now();
    // The table keeps the SHA-256 of the cookie's id (app/auth/session.server.ts).
    db.prepare("insert into sessions (id, user_id, created_at, expires_at) values (?, ?, ?, ?)").run(
      rowId,
      user.id,
      new Date(now).toISOString(),
      new Date(now + 60 * 60 * 1000).toISOString(),
    );
  } finally {
    db.close();
  }
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret] } });
  const session = await storage.getSession();
  session.set("sessionId", sessionId);
  const header = await storage.commitSession(session);
  const value = header.slice("__session=".length).split(";")[0]!;
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return rowId;
}
