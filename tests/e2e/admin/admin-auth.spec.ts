import { test, expect, openServerDb, withServerDb } from "../fixtures";
import { signInFast, signInThroughForm } from "../auth";
import { E2E_ADMIN } from "../server-process";
import { deleteListings, insertListings } from "../public-helpers";

const ADMIN_PAGES = [
  { path: "/admin", routeId: "routes/admin/dashboard" },
  { path: "/admin/properties", routeId: "routes/admin/properties" },
  { path: "/admin/properties/new", routeId: "routes/admin/property-new" },
  { path: "/admin/locations", routeId: "routes/admin/locations" },
  { path: "/admin/project-names", routeId: "routes/admin/project-names" },
];

/**
 * What the posts below could change: the listing they name (one of this test's own), and any row
 * carrying a name they send. Not the whole tables: other files' tests add and edit listings on the
 * same server meanwhile (a whole-table comparison once failed on two listings another file had just added).
 */
function touched(id: string) {
  const db = openServerDb();
  try {
    return {
      listing: db.prepare("select id, title, status, version, images from properties where id = ?").get(id),
      hacked: db.prepare("select id from properties where title = 'Hacked'").all(),
      locations: db.prepare("select name from locations where name = 'Hacked Location'").all(),
      projectNames: db.prepare("select name from project_names where name = 'Hacked Project'").all(),
    };
  } finally {
    db.close();
  }
}

function anyPropertyId(): string {
  return withServerDb((db) => (db.prepare("select id from properties order by display_id limit 1").get() as { id: string }).id);
}

test("signed out, every admin page, .data and ?_routes= request is sent to /login with no data", async ({ request }) => {
  const titles = (() => {
    const db = openServerDb();
    const rows = db.prepare("select title from properties limit 3").all() as { title: string }[];
    db.close();
    return rows.map((r) => r.title);
  })();
  for (const { path, routeId } of [...ADMIN_PAGES, { path: `/admin/properties/${anyPropertyId()}/edit`, routeId: "routes/admin/property-edit" }]) {
    const [pathname, search = ""] = path.split("?");
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(302);
    expect(page.headers()["location"], path).toMatch(/^\/login\?redirectTo=%2Fadmin/);

    const dataUrls = [
      `${pathname}.data${search ? `?${search}` : ""}`,
      `${pathname}.data?${new URLSearchParams(search)}${search ? "&" : ""}_routes=${routeId}`,
    ];
    for (const url of dataUrls) {
      const res = await request.get(url, { maxRedirects: 0 });
      const body = await res.text();
      expect(body, url).toContain("SingleFetchRedirect");
      expect(body, url).toContain("/login?redirectTo=");
      for (const title of titles) expect(body, url).not.toContain(title);
    }
  }
});

test("signed out, posts to every admin action change nothing", async ({ request, baseURL }) => {
  const [{ id }] = insertListings([{ title: "E2E Signed-out Target" }]);
  const before = touched(id);
  const posts: Array<[string, Record<string, string>]> = [
    ["/admin/properties/new", { intent: "save", title: "Hacked", location: "X", listing_type: "sale" }],
    ["/admin/properties", { intent: "delete", id }],
    [`/admin/properties/${id}/edit`, { intent: "save", id, version: "1", title: "Hacked", location: "X", listing_type: "sale" }],
    ["/admin/locations", { intent: "add", name: "Hacked Location" }],
    ["/admin/project-names", { intent: "add", name: "Hacked Project" }],
    ["/admin/photos", {}],
  ];
  for (const [path, form] of posts) {
    for (const url of [path, path.replace(/(\?|$)/, ".data$1")]) {
      const res = await request.post(url, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect([202, 302, 204], url).toContain(res.status());
      expect(res.headers()["location"] ?? (await res.text()), url).toContain("/login");
    }
  }
  expect(touched(id)).toEqual(before);
  expect(before).toMatchObject({ listing: { id, version: 1 }, hacked: [], locations: [], projectNames: [] });
  deleteListings([id]);
});

test("a cross-site post is refused even with an admin's session", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  const res = await page.request.post("/admin/locations", {
    form: { intent: "add", name: "Cross Site Town" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  const bySecFetch = await page.request.post("/admin/locations", {
    form: { intent: "add", name: "Cross Site Town" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(bySecFetch.status()).toBe(403);
  expect(withServerDb((db) => db.prepare("select name from locations where name = 'Cross Site Town'").all())).toEqual([]);
});

test("sign-in: required fields, one message for unknown e-mail and wrong password, safe redirect, logout", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page).toHaveTitle("Admin Login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login requires an e-mail and a password");

  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("whatever-it-is");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Login failed: /);
  const unknown = await page.getByRole("alert").textContent();
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Log In" }).click();
  // Same words for both: nobody learns which e-mails have an account.
  await expect(page.getByRole("alert")).toHaveText(unknown!);

  // A redirectTo to another site is ignored: the admin lands on /admin.
  await signInThroughForm(page, "//evil.example/steal");
  expect(new URL(page.url()).pathname).toBe("/admin");
  const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Admin | Login" })).toBeVisible();
  // The session ended on the server: the old cookie, replayed, no longer opens the admin.
  const replayed = await page.request.get("/admin", { maxRedirects: 0, headers: { Cookie: `__session=${cookie.value}` } });
  expect(replayed.status()).toBe(302);
});

test("a logout the server cannot complete says so and leaves the admin signed in; the retry signs out", async ({ page, context, baseURL }) => {
  const sessionRow = await signInFast(context, baseURL!);
  // The database refuses to delete this session's row, and only this one (other tests share the server).
  const trigger = `e2e_refuse_logout_${sessionRow.slice(0, 12)}`;
  withServerDb((db) =>
    db.exec(`create trigger ${trigger} before delete on sessions when old.id = '${sessionRow}'
             begin select raise(abort, 'logout refused by the test'); end`),
  );
  try {
    // From a public page (a plain form post, no React in the page) and from the admin (React's fetch).
    for (const from of ["/", "/admin"]) {
      await page.goto(from);
      await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("alert")).toHaveText("Failed to log out. Please try again.");
      await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Admin | Login" })).toHaveCount(0);
    }
    // Still signed in, on the server too.
    const stillIn = await page.request.get("/admin", { maxRedirects: 0 });
    expect(stillIn.status()).toBe(200);
  } finally {
    withServerDb((db) => db.exec(`drop trigger if exists ${trigger}`));
  }
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Admin | Login" })).toBeVisible();
  const after = await page.request.get("/admin", { maxRedirects: 0 });
  expect(after.status()).toBe(302);
});

test("failed sign-ins are limited per client address, as the server resolves it, which no header of our own can change", async ({ request, baseURL }) => {
  // The test talks to the server over loopback, which TRUST_PROXY trusts as a proxy:
  // X-Forwarded-For stands for two visitors behind it, kept apart from other tests.
  const run = Date.now();
  const visitor = (n: number) => `198.51.100.${(run % 100) + n}`;
  // One e-mail: the limit per address and e-mail is the one that stops a guesser first.
  const attempt = (ip: string, i: number) =>
    request.post("/login", {
      form: { email: `nobody-${run}@example.com`, password: "wrong password" },
      headers: { Origin: baseURL!, "X-Forwarded-For": ip, "X-Listing-Client-Ip": `203.0.113.${i}` },
      maxRedirects: 0,
    });
  for (let i = 0; i < 10; i++) expect((await attempt(visitor(1), i)).status()).toBe(401);
  expect((await attempt(visitor(1), 10)).status()).toBe(429);
  expect((await attempt(visitor(2), 11)).status()).toBe(401);
});
