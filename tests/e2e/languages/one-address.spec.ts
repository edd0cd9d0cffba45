import { test, expect } from "@playwright/test";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";

/**
 * One address (issue 27 item 4): SITE_URL is http://localhost:PORT and the
 * server listens on 127.0.0.1, as `npm start` does on a laptop. Whatever name
 * the agent typed, the site ends up under SITE_URL's, so the session cookie
 * set at sign-in is the one every link of the site sends back.
 */
test.describe("a server whose SITE_URL is localhost, asked at 127.0.0.1", () => {
  let server: RunningServer;
  let other: string;
  test.beforeAll(async () => {
    server = await startServer({ hostname: "localhost", env: { SEED_DEMO: "0" } });
    other = `http://127.0.0.1:${server.port}`;
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("prints the site's address, redirects a GET to it with path and query, and answers probes under any name", async ({ request }) => {
    expect(server.output()).toContain(`Listening on http://localhost:${server.port} (127.0.0.1:${server.port})`);
    for (const path of ["/", "/search?q=condo&page=2", "/login"]) {
      const res = await request.get(`${other}${path}`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe(`${server.url}${path}`);
    }
    for (const path of ["/healthz", "/readyz"]) {
      expect((await request.get(`${other}${path}`, { maxRedirects: 0 })).status()).toBe(200);
    }
    // The site's own name is served, not redirected.
    expect((await request.get(`${server.url}/`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("signing in at 127.0.0.1 survives clicking Home", async ({ page }) => {
    await page.goto(`${other}/login`);
    expect(page.url()).toBe(`${server.url}/login`);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin | Login" })).toHaveCount(0);
  });
});
