import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { startSession, verifyCredentials } from "~/auth/auth.server";
import { getDb } from "~/platform/db/db.server";
import * as account from "~/routes/admin/account";
import * as dashboard from "~/routes/admin/dashboard";
import * as layout from "~/routes/admin/layout";
import routes from "~/routes";
import { args, expectLoginRedirect, get, ORIGIN, post, settle, unwrap } from "../admin-helpers";

const PASSWORD = "the old password";

let count = 0;

/** An admin signed in from `browsers` places at once; returns the e-mail and each browser's Cookie header. */
async function signedInAdmin(browsers: number) {
  count += 1;
  const email = `account${count}@example.com`;
  const id = await createAdmin(email, PASSWORD);
  const cookies: string[] = [];
  for (let i = 0; i < browsers; i++) {
    const response = await startSession(new Request(`${ORIGIN}/login`), { id, email }, "/admin");
    cookies.push(response.headers.get("Set-Cookie")!.split(";")[0]!);
  }
  return { id, email, cookies };
}

const change = (cookie: string, fields: Record<string, string>) =>
  settle(() => account.action(args(post("/admin/account", fields, cookie))));

const sessionsOf = async (userId: string) =>
  (await getDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;

describe("Your account: changing the password", () => {
  it("is a page of the admin area, linked from its navigation", async () => {
    type Entry = { path?: string; file: string; children?: Entry[] };
    const paths = (entries: Entry[], base = ""): Array<[string, string]> =>
      entries.flatMap((r) => {
        const path = r.path ? `${base}/${r.path.replace(/^\//, "")}` : base;
        return [[path, r.file] as [string, string], ...paths(r.children ?? [], path)];
      });
    expect(paths(routes as Entry[])).toContainEqual(["/admin/account", "routes/admin/account.tsx"]);
    const { email, cookies } = await signedInAdmin(1);
    expect(await account.loader(args(get("/admin/account", cookies[0])))).toEqual({ email });
    // The admin layout, rendered with what its loader gives this admin, links to the page.
    const { data: layoutData } = unwrap(await layout.loader(args(get("/admin/account", cookies[0]))));
    const Stub = createRoutesStub([
      { id: "admin", path: "/admin", Component: layout.default as never, children: [{ id: "account", path: "account", Component: () => null }] },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin/account"], hydrationData: { loaderData: { admin: layoutData } } }));
    expect(html).toMatch(/<a[^>]*href="\/admin\/account"[^>]*>Your account<\/a>/);
  });

  it("says what is wrong, and changes nothing, for each mistake", async () => {
    const { email, cookies } = await signedInAdmin(2);
    const cases: Array<[Record<string, string>, string]> = [
      [{ currentPassword: "", newPassword: "new password 1", confirmPassword: "new password 1" }, "Please fill in your current password and the new password twice."],
      [{ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" }, "The password must be at least 8 characters."],
      [{ currentPassword: PASSWORD, newPassword: "new password 1", confirmPassword: "new password 2" }, "The new passwords do not match."],
      [{ currentPassword: "not my password", newPassword: "new password 1", confirmPassword: "new password 1" }, "The current password is not right."],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, "The new password is the same as the current one. Please choose another."],
    ];
    for (const [fields, message] of cases) {
      expect(unwrap(await change(cookies[0]!, fields)), message).toEqual({ status: 400, data: { ok: false, error: message } });
    }
    // The old password still works, and both browsers are still signed in.
    expect(await verifyCredentials(email, PASSWORD)).not.toBeNull();
    for (const cookie of cookies) expect(await dashboard.loader(args(get("/admin", cookie)))).not.toBeInstanceOf(Response);
  });

  it("sets the new password and signs the admin out everywhere else, but not here", async () => {
    const me = await signedInAdmin(3);
    const someoneElse = await signedInAdmin(1);
    const [here, laptop, phone] = me.cookies as [string, string, string];

    const result = unwrap(
      await change(here, { currentPassword: PASSWORD, newPassword: "a brand new password", confirmPassword: "a brand new password" }),
    );
    expect(result).toEqual({ status: 200, data: { ok: true, message: "Your password has been changed. You were signed out everywhere else." } });

    expect(await dashboard.loader(args(get("/admin", here)))).not.toBeInstanceOf(Response);
    expectLoginRedirect(await settle(() => dashboard.loader(args(get("/admin", laptop)))), "laptop");
    expectLoginRedirect(await settle(() => dashboard.loader(args(get("/admin", phone)))), "phone");
    expect(await sessionsOf(me.id)).toBe(1);
    // Another admin's sessions are theirs.
    expect(await dashboard.loader(args(get("/admin", someoneElse.cookies[0])))).not.toBeInstanceOf(Response);

    expect(await verifyCredentials(me.email, PASSWORD)).toBeNull();
    expect(await verifyCredentials(me.email, "a brand new password")).toEqual({ id: me.id, email: me.email });
  });

  it("holds wrong current passwords to the sign-in limit, so a stolen session cannot guess faster", async () => {
    const { email, cookies } = await signedInAdmin(1);
    const wrong = { currentPassword: "guess", newPassword: "new password 1", confirmPassword: "new password 1" };
    for (let i = 0; i < 10; i++) expect(unwrap(await change(cookies[0]!, wrong)).status).toBe(400);
    const limited = unwrap(await change(cookies[0]!, { ...wrong, currentPassword: PASSWORD }));
    expect(limited).toEqual({ status: 429, data: { ok: false, error: "Too many wrong passwords. Please wait a minute and try again." } });
    expect(await verifyCredentials(email, PASSWORD)).not.toBeNull();
  });
});
