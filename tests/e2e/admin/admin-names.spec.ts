import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";

const screens = [
  { path: "/admin/locations", table: "locations", title: "Manage Locations", noun: "Location", field: "Location name", add: "Add Location", plural: "Locations" },
  { path: "/admin/project-names", table: "project_names", title: "Manage Project Names", noun: "Project name", field: "Project name", add: "Add Project Name", plural: "Project Names" },
];

function count(table: string, name: string): number {
  return withServerDb((db) => (db.prepare(`select count(*) as n from ${table} where name_key = lower(?)`).get(name) as { n: number }).n);
}

for (const s of screens) {
  test(`${s.title}: add (trimmed), refuse empty and duplicates, delete after confirmation`, async ({ page, context, baseURL }) => {
    const name = `E2E ${s.noun} ${Date.now()}`;
    await signInFast(context, baseURL!);
    await page.goto(s.path);
    await expect(page.getByRole("heading", { name: s.title })).toBeVisible();
    const box = page.getByLabel(s.field, { exact: true });
    const list = page.getByRole("list", { name: s.plural });

    await box.fill("   ");
    await page.getByRole("button", { name: s.add }).click();
    await expect(page.getByRole("alert").filter({ hasText: `${s.field} cannot be empty.` })).toBeVisible();

    await box.fill(`  ${name}  `);
    await page.getByRole("button", { name: s.add }).click();
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    await expect(box).toHaveValue("");
    expect(count(s.table, name)).toBe(1);
    await expect(list).toHaveCSS("max-height", "400px");
    await expect(list).toHaveCSS("overflow-y", "auto");

    await box.fill(name.toUpperCase());
    await page.getByRole("button", { name: s.add }).click();
    await expect(page.getByRole("alert").filter({ hasText: `${s.noun} '${name.toUpperCase()}' already exists.` })).toBeVisible();
    await expect(box).toHaveValue("");
    expect(count(s.table, name)).toBe(1);

    await list.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Are you sure you want to delete '${name}'? This cannot be undone.`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(count(s.table, name)).toBe(1);
    await list.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(list.getByText(name, { exact: true })).toHaveCount(0);
    expect(count(s.table, name)).toBe(0);
  });
}
