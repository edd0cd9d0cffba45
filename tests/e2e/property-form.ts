import type { Page } from "@playwright/test";

/**
 * Types into the admin property form as a person would, field by label:
 * a string fills an input (or picks an option of a select), `true` ticks a
 * checkbox. Labels are matched whole ("Title" is not "Title Type"), a
 * required field's mark (" *") allowed after them.
 */
export async function fillPropertyForm(page: Page, fields: Record<string, string | true>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const input = page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
    if (value === true) await input.check();
    else if ((await input.evaluate((el) => el.tagName)) === "SELECT") await input.selectOption(value);
    else await input.fill(value);
  }
}
