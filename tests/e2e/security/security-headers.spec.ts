import { test, expect } from "../fixtures";
import { signInThroughForm } from "../auth";

function nonceOf(csp: string | undefined): string {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  expect(nonce, `no nonce in ${csp}`).toBeTruthy();
  return nonce!;
}

test("every page carries an enforced CSP whose nonce is on each inline script, and no version banner", async ({ request }) => {
  for (const url of ["/", "/category/condo", "/no-such-page", "/login"]) {
    const res = await request.get(url);
    const headers = res.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Issue 28 item 16: what the page and anything embedded in it may use of the browser.
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()");
    expect(headers["x-powered-by"]).toBeUndefined();
    const nonce = nonceOf(csp);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs, url).toContain(`nonce="${nonce}"`);
  }
  const health = await request.get("/healthz");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
});

test("pages run their scripts under the policy with no violation, public and admin", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/");
  await page.getByPlaceholder("ID, Title, Project, Location...").fill("Mont Kiara");
  await expect(page).toHaveURL(/q=Mont\+Kiara|q=Mont%20Kiara/);
  await page.locator("main article a").first().click();
  await expect(page.getByText("Property ID")).toBeVisible();
  await signInThroughForm(page);
  await page.goto("/admin/properties");
  await page.getByRole("link", { name: "Add New Property" }).or(page.getByRole("button", { name: "Add New Property" })).first().click();
  await expect(page.locator("[contenteditable=true]").first()).toBeVisible();
  expect(violations).toEqual([]);
});
