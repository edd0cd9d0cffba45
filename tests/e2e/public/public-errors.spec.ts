import Database from "better-sqlite3";
import path from "node:path";
import { test, expect } from "../fixtures";
import { startServer, type RunningServer } from "../server-process";

// A server of its own whose database loses the properties table after start:
// the visitor must get the failure messages of docs/product.md#messages, not a stack trace.
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0" } });
  const db = new Database(path.join(server.dataDir, "site.db"));
  db.exec("alter table properties rename to properties_unavailable");
  db.close();
});

test.afterAll(async () => {
  await server?.stop();
});

test("the list says Failed to load properties. Please try again later.", async ({ page }) => {
  // Under the list's own title, or "Properties" where the list's title would need its rows.
  const titles = { "/": "Available Properties", "/category/condo": "Properties", "/location/cheras": "Properties", "/price-range/1m-2m": "Properties", "/search?q=x": "Search Properties" };
  for (const [route, title] of Object.entries(titles)) {
    const response = await page.goto(server.url + route);
    expect(response?.status(), route).toBe(500);
    await expect(page.getByRole("heading", { level: 1 }), route).toHaveText(title);
    await expect(page.getByText("Failed to load properties. Please try again later.")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("properties_unavailable");
  }
});

test("the detail page says Failed to load property details. Please try again later.", async ({ page }) => {
  const response = await page.goto(`${server.url}/listing/anything`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Failed to load property details. Please try again later." })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("no such table");
});
