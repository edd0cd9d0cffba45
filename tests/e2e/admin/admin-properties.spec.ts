import type { Page } from "@playwright/test";
import { test, expect, openServerDb, withServerDb } from "../fixtures";
import { signInFast, signInThroughForm } from "../auth";
import { fillPropertyForm } from "../property-form";

interface Row {
  [column: string]: unknown;
}

function propertyRow(title: string): Row | undefined {
  return withServerDb((db) => db.prepare("select * from properties where title = ?").get(title) as Row | undefined);
}

function nameExists(table: string, name: string): boolean {
  return withServerDb((db) => Boolean(db.prepare(`select 1 from ${table} where name_key = lower(trim(?))`).get(name)));
}

async function openEditForm(page: Page, title: string) {
  await page.goto("/admin/properties");
  await page.getByPlaceholder("ID, Title, Project, Location, Owner").fill(title);
  await page.getByPlaceholder("ID, Title, Project, Location, Owner").press("Enter");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Edit Property: ${title}` })).toBeVisible();
  await editorReady(page);
}

/** The editor's toolbar appears once the page is hydrated; before that the description is a plain textarea. */
async function editorReady(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
}

test("an agent adds a property with every field, sees it public, edits it, marks it Sold and deletes it", async ({ page }) => {
  const stamp = `${Date.now()}${test.info().workerIndex}`;
  const title = `E2E Bungalow with Garden ${stamp}`;
  const location = `E2E Town ${stamp}`;
  const project = `E2E Gardens ${stamp}`;

  await signInThroughForm(page, "/admin");
  await expect(page.getByRole("status").filter({ hasText: "Logged in successfully!" })).toBeVisible();
  for (const tile of ["Manage Properties", "Manage Locations", "Manage Project Names"]) {
    await expect(page.getByRole("link", { name: new RegExp(tile) })).toBeVisible();
  }

  await page.getByRole("link", { name: /Manage Properties/ }).click();
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
  await page.getByRole("link", { name: "Add New Property" }).click();
  await expect(page.getByRole("heading", { name: "Add New Property" })).toBeVisible();
  await editorReady(page);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Available");
  await expect(page.getByLabel("Featured")).not.toBeChecked();
  // No listing type yet: no price inputs (docs/product.md#validation).
  await expect(page.getByLabel("Price (Sale)")).toBeHidden();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Property Type").selectOption("Bungalow");
  await page.getByLabel("Project Name").fill(project);
  await page.getByLabel("Location").fill(location);
  await page.getByLabel("For Sale").check();
  await expect(page.getByLabel("Price (Sale)")).toBeVisible();
  await expect(page.getByLabel("Price (Rent)")).toBeHidden();
  await page.getByLabel("For Rent").check();
  await fillPropertyForm(page, {
    "Price (Sale)": "2,350,000",
    "Price (Rent)": "7500",
    Bedrooms: "5",
    Bathrooms: "4",
    Carparks: "0",
    "Built-up Area (sqft)": "4200",
    "Land Area (sqft)": "6000",
    Featured: true,
  });
  const editor = page.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.keyboard.type("Quiet street near the park. ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Renovated 2024.");
  await expect(page.getByText("Private — never shown to visitors")).toBeVisible();
  await page.getByLabel("Owner Name").fill(`Owner ${stamp}`);
  await page.getByLabel("Owner Contact").fill("+60 12-999 0000");
  await page.getByLabel("Remarks").fill("Keys with the guard.");
  await page.getByRole("button", { name: "Add Property" }).click();

  await expect(page.getByRole("status").filter({ hasText: /^Property added successfully! Display ID: \d+, Slug: / })).toBeVisible();
  const row = propertyRow(title)!;
  expect(row).toMatchObject({
    project_name: project,
    property_type: "Bungalow",
    location,
    price_sale: 2350000,
    price_rent: 7500,
    listing_type: '["sale","rent"]',
    bedrooms: 5,
    bathrooms: 4,
    carparks: null,
    built_up_area: 4200,
    land_area: 6000,
    status: "Available",
    is_featured: 1,
    owner_name: `Owner ${stamp}`,
    owner_contact: "+60 12-999 0000",
    remarks_hidden: "Keys with the guard.",
    version: 1,
  });
  expect(row.description).toBe("<p>Quiet street near the park. <strong>Renovated 2024.</strong></p>");
  await expect(page.getByText(`Display ID: ${row.display_id}, Slug: ${row.slug}`)).toBeVisible();
  expect(nameExists("locations", location) && nameExists("project_names", project)).toBe(true);

  // Public: the detail page and the home list; owner fields never reach a visitor.
  const visitor = await page.context().browser()!.newPage({ baseURL: process.env.E2E_BASE_URL });
  const detail = await visitor.goto(`/listing/${row.slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await detail!.text()).not.toContain(`Owner ${stamp}`);
  await visitor.goto("/");
  await expect(visitor.locator("main article").filter({ hasText: title })).toBeVisible();

  // Edit: untick rent (its price is dropped), change the sale price; the slug stays.
  await openEditForm(page, title);
  // Prices come back with their thousands separators (issue 17).
  await expect(page.getByLabel("Price (Sale)")).toHaveValue("2,350,000");
  await page.getByLabel("For Rent").uncheck();
  await expect(page.getByLabel("Price (Rent)")).toBeHidden();
  await page.getByLabel("Price (Sale)").fill("2200000");
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
  expect(propertyRow(title)).toMatchObject({ price_sale: 2200000, price_rent: null, listing_type: '["sale"]', slug: row.slug, version: 2 });

  // Sold: it leaves the public list.
  await openEditForm(page, title);
  await page.getByLabel("Status", { exact: true }).selectOption("Sold");
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: "Available Properties" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();

  // Delete, after the confirmation.
  await page.getByPlaceholder("ID, Title, Project, Location, Owner").fill(`Owner ${stamp}`);
  await page.getByPlaceholder("ID, Title, Project, Location, Owner").press("Enter");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this property?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property deleted successfully!" })).toBeVisible();
  await expect(page.getByText("No properties found. Add a new one!")).toBeVisible();
  expect(propertyRow(title)).toBeUndefined();
});

test("the form refuses a property without title, location or listing type, and keeps what was typed", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  await page.goto("/admin/properties/new");
  await page.getByLabel("Property Type").selectOption("Land");
  await page.getByLabel("Location").fill("Kuantan");
  await page.getByLabel("Owner Name").fill("Encik Validation");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Title, Location, and Listing Type are required." })).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Kuantan");
  await expect(page.getByLabel("Owner Name")).toHaveValue("Encik Validation");
  // What was typed is still unsaved: Cancel asks before dropping it (issue 17).
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
});

test("a save from a stale form is refused and the form is kept", async ({ page, context, baseURL }) => {
  const title = `E2E Stale Check ${Date.now()}`;
  await signInFast(context, baseURL!);
  await page.goto("/admin/properties/new");
  await editorReady(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Property Type").selectOption("Townhouse");
  await page.getByLabel("Location").fill("Cyberjaya");
  await page.getByLabel("For Rent").check();
  await page.getByLabel("Price (Rent)").fill("1800");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property added successfully!" })).toBeVisible();

  await openEditForm(page, title);
  const db = openServerDb();
  db.prepare("update properties set version = version + 1, bedrooms = 9 where title = ?").run(title);
  db.close();
  await page.getByLabel("Bedrooms").fill("3");
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This property was changed by someone else" })).toBeVisible();
  await expect(page.getByLabel("Bedrooms")).toHaveValue("3");
  expect(propertyRow(title)).toMatchObject({ bedrooms: 9 });
});
