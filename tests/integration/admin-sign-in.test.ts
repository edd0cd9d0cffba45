import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { getDb } from "~/platform/db.server";
import { clientIpContext } from "~/platform/request-context";
import { MAX_FAILED_SIGN_INS } from "~/auth/rate-limit.server";
import * as login from "~/routes/login";
import * as logout from "~/routes/logout";
import * as dashboard from "~/routes/admin/dashboard";
import { args, expectLoginRedirect, get, post, settle, unwrap } from "./admin-helpers";

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
    const cookie = setCookie.split(";")[0]!;
    expect(await dashboard.loader(args(get("/admin", cookie)))).toBeNull();

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

  it("never redirects off the site", async () => {
    await createAdmin("redirect@example.com", PASSWORD);
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "%2F%2Fevil.example"]) {
      const response = (await signIn({ email: "redirect@example.com", password: PASSWORD, redirectTo: evil })) as Response;
      expect(response.headers.get("Location"), evil).toBe("/admin");
    }
  });

  it("refuses the 11th failed sign-in within a minute with 429, per IP and per e-mail", async () => {
    await createAdmin("limited@example.com", PASSWORD);
    // Per e-mail: ten wrong passwords from ten addresses, then even the right one waits.
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect(unwrap(await signIn({ email: "limited@example.com", password: "wrong" }, `192.0.2.${i}`)).status).toBe(401);
    }
    const limited = unwrap(await signIn({ email: "limited@example.com", password: PASSWORD }, "192.0.2.200"));
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ error: expect.stringMatching(/^Login failed: Too many failed sign-in attempts/) });

    // Per IP: ten unknown e-mails from one address, then the 11th attempt is refused.
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect(unwrap(await signIn({ email: `guess${i}@example.com`, password: "x" }, "192.0.2.250")).status).toBe(401);
    }
    expect(unwrap(await signIn({ email: "guess-eleven@example.com", password: "x" }, "192.0.2.250")).status).toBe(429);
    // Another address and another e-mail are unaffected.
    await createAdmin("free@example.com", PASSWORD);
    expect(((await signIn({ email: "free@example.com", password: PASSWORD }, "192.0.2.251")) as Response).status).toBe(302);
  });
});
