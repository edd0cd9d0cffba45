import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { getDb, openSqliteKysely, sqlitePath } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { clientIpContext } from "~/platform/request-context";
import { sessionStorage } from "~/auth/session.server";
import { MAX_FAILED_SIGN_INS, reserveSignInAttempt, SIGN_IN_LIMITS, signInKeys } from "~/auth/rate-limit.server";
import * as login from "~/routes/login";
import * as logout from "~/routes/logout";
import * as dashboard from "~/routes/admin/dashboard";
import { args, expectLoginRedirect, get, post, settle, unwrap } from "../admin-helpers";

const PASSWORD = "correct horse battery";

async function signIn(fields: Record<string, string>, ip = "203.0.113.1", cookie?: string) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  return settle(() => login.action(args(post("/login", fields, cookie), {}, context)));
}

const sessionCount = async () =>
  Number((await getDb().selectFrom("sessions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("sign-in", () => {
  it("needs both fields", async () => {
    const result = unwrap(await signIn({ email: "a@example.com", password: "" }));
    expect(result).toMatchObject({ status: 400, data: { error: "Login requires an e-mail and a password" } });
  });

  it("gives the same reason for an unknown e-mail and a wrong password", async () => {
    await createAdmin("same@example.com", PASSWORD);
    const unknown = unwrap(await signIn({ email: "nobody@example.com", password: PASSWORD }, "198.51.100.1"));
    const wrong = unwrap(await signIn({ email: "same@example.com", password: "not it" }, "198.51.100.2"));
    expect(unknown.data).toMatchObject({ error: "Login failed: Invalid e-mail or password." });
    expect(wrong.data).toEqual({ ...unknown.data, email: "same@example.com" });
  });

  it("starts a database session in an httpOnly, SameSite=Lax, Secure cookie, with a new id every time", async () => {
    await createAdmin("agent@example.com", PASSWORD);
    const first = (await signIn({ email: "Agent@Example.com ", password: PASSWORD, redirectTo: "/admin/locations" })) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin/locations");
    const setCookie = first.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/); // SITE_URL is https in tests
    // __Host-: the browser keeps it only if Secure, for Path=/ and without Domain.
    expect(setCookie).toMatch(/^__Host-session=/);
    expect(setCookie).toMatch(/Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(";")[0]!;
    // The table holds the SHA-256 of the cookie's id, never the id itself.
    const sessionId = (await sessionStorage().getSession(cookie)).get("sessionId")!;
    const ids = (await getDb().selectFrom("sessions").select("id").execute()).map((row) => row.id);
    expect(ids).toContain(createHash("sha256").update(sessionId).digest("hex"));
    expect(ids).not.toContain(sessionId);
    expect(await dashboard.loader(args(get("/admin", cookie)))).not.toBeInstanceOf(Response);

    // Signing in again from that browser replaces the session: the old id stops working.
    const before = await sessionCount();
    const second = (await signIn({ email: "agent@example.com", password: PASSWORD }, "203.0.113.1", cookie)) as Response;
    const secondCookie = second.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(secondCookie).not.toBe(cookie);
    expect(await sessionCount()).toBe(before);
    expectLoginRedirect(await settle(() => dashboard.loader(args(get("/admin", cookie)))));

    // Logout deletes the row on the server.
    const out = (await logout.action(args(post("/logout", {}, secondCookie)))) as Response;
    expect(out.status).toBe(302);
    expect(await sessionCount()).toBe(before - 1);
    expectLoginRedirect(await settle(() => dashboard.loader(args(get("/admin", secondCookie)))));
  });

  it("keeps the generated session secret in DATA_DIR, readable by its owner only", () => {
    const stat = fs.statSync(path.join(process.env.DATA_DIR!, "session-secret"));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.env.TEST_DIALECT === "postgres")("creates site.db readable by its owner only", async () => {
    // A data folder of its own: this file's site.db is a copy of the run's migrated one (tests/setup/sqlite-template.ts).
    const file = sqlitePath(path.join(process.env.DATA_DIR!, "first-start"));
    const { db } = openSqliteKysely(file);
    try {
      await migrateToLatest(db);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it("never redirects off the site", async () => {
    await createAdmin("redirect@example.com", PASSWORD);
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "%2F%2Fevil.example"]) {
      const response = (await signIn({ email: "redirect@example.com", password: PASSWORD, redirectTo: evil })) as Response;
      expect(response.headers.get("Location"), evil).toBe("/admin");
    }
  });

  it("checks at most ten passwords a minute from one address for one e-mail, even forty sent at once", async () => {
    await createAdmin("raced@example.com", PASSWORD);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => signIn({ email: "raced@example.com", password: "wrong" }, "192.0.2.1")),
    );
    const statuses = results.map((result) => unwrap(result).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILED_SIGN_INS);
    // Even the right password waits, with the message and a Retry-After.
    const limited = await signIn({ email: "raced@example.com", password: PASSWORD }, "192.0.2.1");
    expect(unwrap(limited)).toMatchObject({ status: 429, data: { error: expect.stringMatching(/^Login failed: Too many failed sign-in attempts/) } });
    expect(new Headers((limited as { init?: { headers?: HeadersInit } }).init?.headers).get("Retry-After")).toBe("60");
    // A minute later that address may try again.
    expect(await reserveSignInAttempt(signInKeys("192.0.2.1", "raced@example.com"), Date.now() + 61_000)).not.toBeNull();
  });

  it("does not lock the admin out of their own address when someone else fails for their e-mail", async () => {
    await createAdmin("target@example.com", PASSWORD);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect(unwrap(await signIn({ email: "target@example.com", password: "wrong" }, "198.51.100.66")).status).toBe(401);
    }
    expect(unwrap(await signIn({ email: "target@example.com", password: "wrong" }, "198.51.100.66")).status).toBe(429);
    expect(((await signIn({ email: "target@example.com", password: PASSWORD }, "203.0.113.9")) as Response).status).toBe(302);
  });

  it("stops one address trying many e-mails, and guards an e-mail many addresses try", async () => {
    // Per address: thirty unknown e-mails, then the next attempt is refused, whatever the e-mail.
    for (let i = 0; i < SIGN_IN_LIMITS.ip; i++) {
      expect(unwrap(await signIn({ email: `guess${i}@example.com`, password: "x" }, "192.0.2.250")).status).toBe(401);
    }
    expect(unwrap(await signIn({ email: "guess-next@example.com", password: "x" }, "192.0.2.250")).status).toBe(429);
    // And a hundred an hour, however slowly (each minute below its limit of thirty).
    const keys = (i: number) => signInKeys("192.0.2.249", `slow${i}@example.com`);
    const minute = 60_000;
    for (let i = 0; i < SIGN_IN_LIMITS.ipPerHour; i++) {
      expect(await reserveSignInAttempt(keys(i), Date.now() + Math.floor(i / 20) * minute)).not.toBeNull();
    }
    expect(await reserveSignInAttempt(keys(100), Date.now() + 5 * minute)).toBeNull();
    expect(await reserveSignInAttempt(keys(101), Date.now() + 61 * minute)).not.toBeNull();

    // Per e-mail: past a hundred failures from ten addresses the account is guarded: the
    // addresses that failed wait, even with the right password; a new one is still heard.
    await createAdmin("spread@example.com", PASSWORD);
    const spread = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.email }, (_, i) =>
        signIn({ email: "spread@example.com", password: "wrong" }, `198.18.0.${i % 10}`),
      ),
    );
    expect(spread.map((result) => unwrap(result).status).filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.email);
    expect(unwrap(await signIn({ email: "spread@example.com", password: PASSWORD }, "198.18.0.3")).status).toBe(429);
    for (let i = 0; i < SIGN_IN_LIMITS.guardedTries; i++) {
      expect(unwrap(await signIn({ email: "spread@example.com", password: "wrong" }, "198.18.1.1")).status).toBe(401);
    }
    expect(unwrap(await signIn({ email: "spread@example.com", password: PASSWORD }, "198.18.1.1")).status).toBe(429);
    expect(((await signIn({ email: "spread@example.com", password: PASSWORD }, "198.18.1.2")) as Response).status).toBe(302);

    // Another address and another e-mail are unaffected.
    await createAdmin("free@example.com", PASSWORD);
    expect(((await signIn({ email: "free@example.com", password: PASSWORD }, "192.0.2.251")) as Response).status).toBe(302);
  });
});
