import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "../fixtures";
import { signInFast } from "../auth";

const PAGES = [
  ["dashboard", "/admin"],
  ["property manager", "/admin/properties"],
  ["add property form", "/admin/properties/new"],
  ["locations", "/admin/locations"],
  ["project names", "/admin/project-names"],
  ["data", "/admin/data"],
  ["settings", "/admin/settings"],
];

test("the sign-in page has no axe violations", async ({ page }) => {
  await page.goto("/login");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

for (const [name, path] of PAGES) {
  test(`admin ${name} has no axe violations and is noindex`, async ({ page, context, baseURL }) => {
    await signInFast(context, baseURL!);
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Wait for hydration so the description editor is in its final form.
    if (path.endsWith("/new")) await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
