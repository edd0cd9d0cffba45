import express from "express";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { MAX_FAILED_SIGN_INS } from "~/auth/rate-limit.server";
import { logger } from "~/platform/logger.server";
import { clientIpContext } from "~/platform/request-context";
import * as account from "~/routes/admin/account";
import * as dashboard from "~/routes/admin/dashboard";
import * as login from "~/routes/login";
import { sameOrigin } from "../../../server/same-origin";
import { adminCookie, args, get, post, settle } from "../admin-helpers";
import { listen } from "../../support/listen";

// The app's own logger writes here during each test: the lines are what
// pino really serialises, as an operator would read them (tests otherwise
// run with LOG_LEVEL=silent). pino keeps its destination under this symbol.
let written: string[] = [];
const destination = logger as unknown as Record<symbol, unknown>;
const original = { stream: destination[pino.symbols.streamSym], level: logger.level };

beforeEach(() => {
  written = [];
  destination[pino.symbols.streamSym] = { write: (line: string) => written.push(line) };
  logger.level = "info";
});
afterEach(() => {
  destination[pino.symbols.streamSym] = original.stream;
  logger.level = original.level;
});

type Line = Record<string, unknown>;
const lines = (): Line[] => written.map((line) => JSON.parse(line) as Line);
const security = (event: string) => lines().filter((line) => line.security === event);

const PASSWORD = "never in the log 123";

async function signIn(email: string, password: string, ip: string) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  return settle(() => login.action(args(post("/login", { email, password }), {}, context)));
}

describe("the security log", () => {
  it("has one line per sign-in, failed sign-in and lockout, with time, IP, route and e-mail, and no password", async () => {
    await createAdmin("logged@example.com", PASSWORD);
    await signIn("logged@example.com", PASSWORD, "203.0.113.10");
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signIn("logged@example.com", "wrong guess 456", "203.0.113.11");
    await signIn("logged@example.com", "wrong guess 789", "203.0.113.11");

    const [signedIn] = security("sign-in");
    expect(security("sign-in")).toHaveLength(1);
    expect(signedIn).toMatchObject({ level: 30, ip: "203.0.113.10", route: "/login", email: "logged@example.com" });
    expect(Date.now() - Number(signedIn!.time)).toBeLessThan(60_000);

    expect(security("sign-in-failed")).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(security("sign-in-failed")[0]).toMatchObject({ level: 40, ip: "203.0.113.11", route: "/login", email: "logged@example.com" });
    expect(security("sign-in-locked-out")).toEqual([
      expect.objectContaining({ level: 40, ip: "203.0.113.11", route: "/login", email: "logged@example.com", time: expect.any(Number) }),
    ]);

    const all = written.join("");
    for (const secret of [PASSWORD, "wrong guess 456", "wrong guess 789"]) expect(all).not.toContain(secret);
  });

  it("has a line for an admin request refused for want of a valid session, naming the client and the page", async () => {
    const from = (ip: string) => {
      const context = new RouterContextProvider();
      context.set(clientIpContext, ip);
      return context;
    };
    await settle(() => dashboard.loader(args(get("/admin/?x=1"), {}, from("198.51.100.20"))));
    await settle(() => dashboard.loader(args(get("/admin", "__Host-session=eyJzZXNzaW9uSWQiOiJ4In0%3D.forged"), {}, from("198.51.100.21"))));
    expect(security("admin-refused")).toEqual([
      expect.objectContaining({ level: 40, ip: "198.51.100.20", route: "/admin/?x=1", time: expect.any(Number) }),
      expect.objectContaining({ level: 40, ip: "198.51.100.21", route: "/admin" }),
    ]);
    // A signed-in admin's requests are not security events.
    const cookie = await adminCookie();
    await dashboard.loader(args(get("/admin", cookie)));
    expect(security("admin-refused")).toHaveLength(2);
  });

  it("has a line for a password change and a wrong current password, never the passwords", async () => {
    const cookie = await adminCookie(); // its password is "a long enough password"
    const context = new RouterContextProvider();
    context.set(clientIpContext, "192.0.2.30");
    const change = (current: string) =>
      settle(() =>
        account.action(args(post("/admin/account", { currentPassword: current, newPassword: "brand new secret", confirmPassword: "brand new secret" }, cookie), {}, context)),
      );
    await change("a wrong current one");
    await change("a long enough password");
    expect(security("password-change-failed")).toEqual([expect.objectContaining({ ip: "192.0.2.30", route: "/admin/account", email: expect.stringMatching(/@example\.com$/) })]);
    expect(security("password-changed")).toEqual([expect.objectContaining({ level: 30, ip: "192.0.2.30", route: "/admin/account" })]);
    const all = written.join("");
    for (const secret of ["a wrong current one", "a long enough password", "brand new secret"]) expect(all).not.toContain(secret);
  });
});

describe("a refused cross-site write", () => {
  let base = "";
  let close: () => void = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(sameOrigin());
    app.post("/admin/locations", (_req, res) => res.send("written"));
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  it("is one line with the client's IP and the route", async () => {
    const refused = await fetch(`${base}/admin/locations`, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    const allowed = await fetch(`${base}/admin/locations`, { method: "POST", headers: { Origin: base } });
    expect(allowed.status).toBe(200);
    expect(security("cross-site-refused")).toEqual([
      expect.objectContaining({ level: 40, ip: expect.stringMatching(/127\.0\.0\.1$/), route: "/admin/locations", time: expect.any(Number) }),
    ]);
  });
});
