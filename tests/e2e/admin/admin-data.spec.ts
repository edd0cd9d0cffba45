import type { Page } from "@playwright/test";
import fs from "node:fs";
import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { deleteListings, insertListings } from "../public-helpers";
import { E2E_ADMIN } from "../server-process";

/** Issue 17: the Data page (export, import with a dry run, owner data log) on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function signIn(page: Page, baseURL: string) {
  await page.goto("/login");
  await signInFast(page.context(), baseURL);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

const countTitled = (title: string) =>
  withServerDb((db) => (db.prepare("select count(*) as n from properties where title = ?").get(title) as { n: number }).n);

async function checkFile(page: Page, name: string, csv: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
}

test("export, a refused dry run with its line, then an import that shows in the owner data log", async ({ page, baseURL }) => {
  const stamp = `E2E Data ${Date.now()}`;
  await signIn(page, baseURL!);
  await page.goto("/admin/data");
  await expect(page.getByRole("heading", { name: "Data", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = fs.readFileSync((await download.path())!, "utf8");
  expect(exported.split("\r\n")[0]).toContain("owner_name [private]");

  const header = "title,location,listing_type,price_sale,bedrooms,owner_name [private],description";
  await checkFile(page, "bad.csv", `${header}\n${stamp} ok,Cheras,sale,500000,3,,\n${stamp} bad,Cheras,sale,500000,three,,\n`);
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("1 row has errors: nothing can be imported until the file is fixed.");
  await expect(report).toContainText("Line 3: Bedrooms must be a whole number.");
  await expect(page.getByRole("button", { name: /^Import / })).toHaveCount(0);
  expect(countTitled(`${stamp} ok`)).toBe(0);
  await expectNoSidewaysScroll(page);

  // Larger than the 64 KB every other form may send: the import has its own limit (server/body-limit.ts).
  const long = `<p>${"Spacious and bright. ".repeat(4000)}</p>`;
  await checkFile(page, "good.csv", `${header}\n${stamp} ok,Cheras,sale,500000,3,Mr Owner,"${long}"\n`);
  await expect(report).toContainText("Would add 1, would update 0.");
  expect(countTitled(`${stamp} ok`)).toBe(0);
  await page.getByRole("button", { name: "Import 1 row" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported: 1 added, 0 updated." })).toBeVisible();
  expect(countTitled(`${stamp} ok`)).toBe(1);

  const displayId = withServerDb((db) => (db.prepare("select display_id from properties where title = ?").get(`${stamp} ok`) as { display_id: number }).display_id);
  await page.goto("/admin/data");
  const log = page.getByTestId("owner-data-log");
  // Other specs may log changes at the same time: this listing's entry, near the top.
  await expect(log.getByRole("listitem").filter({ hasText: `#${displayId}:` })).toContainText(`#${displayId}: Owner Name imported`);
  await expect(log).not.toContainText("Mr Owner");
  await expectNoSidewaysScroll(page);
});

test("an admin's edit of an owner's name shows in the owner data log, without the name", async ({ page, baseURL }) => {
  const title = `E2E Owner Edit ${Date.now()}`;
  const [listing] = insertListings([{ title, owner_name: "Encik Before" }]);
  try {
    await signIn(page, baseURL!);
    await page.goto(`/admin/properties/${listing!.id}/edit`);
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    // On a phone the Private section starts folded (decision 018).
    await page.locator("summary", { hasText: "Private" }).click();
    await page.getByLabel("Owner Name").fill("Encik After");
    await page.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();

    await page.goto("/admin/data");
    const entry = page.getByTestId("owner-data-log").getByRole("listitem").filter({ hasText: `#${listing!.display_id}:` });
    await expect(entry).toContainText(`#${listing!.display_id}: Owner Name edited`);
    await expect(entry).toContainText(`by ${E2E_ADMIN.email}`);
    await expect(page.getByTestId("owner-data-log")).not.toContainText("Encik");
    await expectNoSidewaysScroll(page);
  } finally {
    deleteListings([listing!.id]);
  }
});
