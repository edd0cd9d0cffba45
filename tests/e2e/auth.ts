import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./server-process";

/** Signs in through the real /login form as the admin the test server creates at start. */
export async function signInThroughForm(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}
