import { test, expect } from "../fixtures";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

/**
 * Issue 29 item 7 (decision 067), end to end in Chromium with a real SMTP
 * server on loopback: the agent asks from the sign-in page, reads the e-mail,
 * sets a new password from its link and signs in with it; the old password and
 * the used link are refused. Without SMTP the page names the shell command.
 */
let server: RunningServer;
let sink: SmtpSink;

test.beforeAll(async () => {
  // A server of its own (its SMTP settings are read at start); starting one on a busy machine takes a while.
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startServer({ env: { SEED_DEMO: "0", SMTP_URL: sink.url, NOTIFY_EMAIL: "office@example.my" } });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const NEW_PASSWORD = "nasi lemak sambal petai";

test("forgot password at 390 px in Bahasa Malaysia: the e-mailed link sets a new password once; the old one and the used link are refused", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 }, baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password" })).toBeVisible();
  await page.goto("/ms/forgot-password");
  await page.getByLabel("E-mel").fill(E2E_ADMIN.email);
  await page.getByRole("button", { name: "Hantar Pautan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Jika" })).toContainText(`Jika ${E2E_ADMIN.email} didaftarkan dengan akaun`);

  await sink.until((s) => s.received.some((m) => m.to?.[0]?.address === E2E_ADMIN.email));
  const mail = sink.received.find((m) => m.to?.[0]?.address === E2E_ADMIN.email)!;
  expect(mail.subject).toMatch(/^Tetapkan kata laluan baharu untuk /);
  const link = /https?:\/\/\S+\/ms\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail.text!)![0];
  expect(new URL(link).origin).toBe(server.url);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Tetapkan kata laluan baharu" })).toBeVisible();
  await expect(page.getByText(`Untuk ${E2E_ADMIN.email}`)).toBeVisible();
  // The rules, in the page's language, on the page (no browser bubble).
  await page.getByLabel("Kata laluan baharu", { exact: true }).fill("password1");
  await page.getByLabel("Ulang kata laluan baharu").fill("password1");
  await page.getByRole("button", { name: "Tetapkan Kata Laluan" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("alert")).not.toContainText("This password");
  await page.getByLabel("Kata laluan baharu", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Ulang kata laluan baharu").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Tetapkan Kata Laluan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kata laluan anda telah ditetapkan" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The link, opened again, is used up.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Pautan ini tidak lagi sah" })).toBeVisible();

  // The old password is refused; the new one signs in.
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login failed: Invalid e-mail or password.");
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin"));
  await context.close();
});

test("without SMTP the page tells whoever runs the server the shell command, in the page's language", async ({ page }) => {
  await page.goto("/zh/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "忘记密码" })).toBeVisible();
  await expect(page.getByText("此服务器尚未设置以电邮重设密码")).toBeVisible();
  await expect(page.locator("[data-reset-command]")).toHaveText("npm run admin -- reset-password you@example.com");
  await expect(page.locator('input[name="email"]')).toHaveCount(0);
});
