import { test, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInThroughForm } from "../auth";
import { onServerData } from "../fixtures";
import { insertListings } from "../public-helpers";
import { startServer, type RunningServer } from "../server-process";

/**
 * Issue 16, counting and enquiries, through a real browser against its own
 * production server: STATS_FLUSH_MS=200 (a documented setting, README) makes
 * it write counts every 200 ms instead of every 5 s. Nothing of ours is
 * stubbed; only the WhatsApp page (wa.me) is answered locally, so that the
 * test stays offline.
 */
const HUMAN_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningServer;
let listing: { id: string; slug: string; display_id: number; title: string };
const malaysiaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The public-helpers write to the global test server's database; this spec has its own. */
const onThisServer = <T>(run: () => T, dataDir = server.dataDir): T => onServerData(dataDir, run);

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0", STATS_FLUSH_MS: "200" } });
  [listing] = onThisServer(() => insertListings([{ title: "Counted Residence Mont Kiara" }]));
});

test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, userAgent = HUMAN_UA): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, userAgent });
  // The WhatsApp Now link opens wa.me in a new tab: answered here, offline.
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  return context;
}

/** Opens the listing and waits for its view beacon to be answered (counted or not). */
async function view(page: Page) {
  const beacon = page.waitForResponse((r) => r.url().includes("/api/listing-event") && r.url().includes("event=view"));
  const response = await page.goto(`/listing/${listing.slug}`);
  expect((await beacon).status()).toBe(204);
  return response!;
}

async function figures(admin: Page) {
  await admin.goto("/admin/statistics?days=7");
  const row = admin.locator(`[data-listing-figures="${listing.display_id}"]`);
  if ((await row.count()) === 0) return { views: 0, taps: 0 };
  return {
    views: Number(await row.locator('[data-figure="views"]').textContent()),
    taps: Number(await row.locator('[data-figure="whatsapp_taps"]').textContent()),
  };
}

test("before anything is counted, the statistics page says so instead of drawing a flat line", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const admin = await context.newPage();
  await signInThroughForm(admin, "/admin/statistics");
  for (const path of ["/admin/statistics?days=30", `/admin/statistics?days=7&listing=${listing.id}`]) {
    await admin.goto(path);
    await expect(admin.locator("[data-stats-empty]")).toHaveText(
      path.includes("listing=")
        ? "No views or WhatsApp taps of this listing in the last 7 days yet. The chart starts with the first one."
        : "No views or WhatsApp taps in the last 30 days yet. The chart starts with the first one.",
    );
    await expect(admin.locator("[data-stats-chart]")).toHaveCount(0);
    await expect(admin.getByText("Figures per day")).toHaveCount(0);
  }
  await context.close();
});

test("three views by one visitor count once, a WhatsApp tap once; a crawler and the admin are not counted; cached pages stay cached", async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  const cache = [];
  for (let i = 0; i < 3; i++) cache.push((await view(page)).headers()["x-page-cache"]);
  expect(cache.slice(1)).toEqual(["hit", "hit"]);
  expect((await context.cookies()).length).toBe(0); // counting sets no cookie

  const tapped = page.waitForResponse((r) => r.url().includes("event=whatsapp"));
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: "WhatsApp Now" }).first().click();
  expect((await tapped).status()).toBe(204);
  expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/6\d+\?text=/); // the link itself still goes to WhatsApp

  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/statistics");
  // One visitor, one listing, one day: one view however many beacons (decision 043).
  await expect(async () => expect(await figures(admin)).toEqual({ views: 1, taps: 1 })).toPass();
  await expect(admin.locator('[data-total="views"]')).toHaveText("1");
  await expect(admin.getByText(/Figures are approximate/)).toBeVisible();

  const csv = await admin.request.get("/admin/statistics/export?days=7");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain(`${listing.display_id},${listing.title},${malaysiaToday()},1,1`);

  // A crawler runs the page's script too; the admin looks at their own listing. Neither counts.
  const bot = await visitor(browser, BOT_UA);
  await view(await bot.newPage());
  await view(admin);
  // Another visitor's view (another browser), answered after those two: once it shows, they have been through a flush as well.
  const second = await visitor(browser, HUMAN_UA.replace("Chrome/130", "Chrome/131"));
  const last = await view(await second.newPage());
  expect(last.headers()["x-page-cache"]).toBe("hit"); // the counts written meanwhile did not empty the page cache
  await expect(async () => expect(await figures(admin)).toEqual({ views: 2, taps: 1 })).toPass();
  await second.close();

  await bot.close();
  await adminContext.close();
  await context.close();
});

test("an enquiry reaches the admin and no public page; the honeypot drops one; errors keep what was typed", async ({ browser, request }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`/listing/${listing.slug}`);
  const form = page.locator("#enquiry");
  await form.getByLabel("Your name").fill("Nurul Canary");
  await form.getByLabel("Phone number").fill("012-999 4471");
  await form.getByLabel("Message").fill("Private message canary-4471");
  await form.getByLabel("I agree that my details are used to contact me about this property.").check();
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  // The page script sends it in the background: the thank-you takes the form's place on the listing.
  await expect(page.getByRole("heading", { name: "Thank you, your enquiry has been sent." })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/listing/${listing.slug}`);

  // Without JavaScript the form posts as a page, and the answer is the thank-you page.
  const noScript = await browser.newContext({ baseURL: server.url, userAgent: HUMAN_UA, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/listing/${listing.slug}`);
  await plain.getByLabel("Your name").fill("Second Visitor");
  await plain.getByLabel("Phone number").fill("+60 12-888 0000");
  await plain.getByLabel("I agree that my details are used to contact me about this property.").check();
  await plain.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(plain.getByRole("heading", { name: "Thank you, your enquiry has been sent." })).toBeVisible();
  expect(new URL(plain.url()).pathname).toBe(`/listing/${listing.slug}/enquiry`);
  await noScript.close();

  // A form-filling script: the honeypot is filled, and its enquiry goes nowhere.
  const spam = await request.post(`${server.url}/listing/${listing.slug}/enquiry`, {
    form: { name: "Spam Bot", phone: "0123456789", message: "spam-canary", consent: "yes", website: "https://spam.example" },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(spam.status()).toBe(303);

  // Without the browser's own checks, the server's messages show, and nothing typed is lost.
  await page.goto(`/listing/${listing.slug}`);
  await form.getByLabel("Your name").fill("Typed Name Kept");
  await form.getByLabel("Phone number").fill("not a number");
  await page.evaluate(() => document.querySelector<HTMLFormElement>("form[data-enquiry-form]")!.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText("Please enter a phone number, for example 012-345 6789.")).toBeVisible();
  await expect(page.getByText("Please tick the box so that we may use your details to reply.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Typed Name Kept");
  await expect(page.getByLabel("Phone number")).toHaveValue("not a number");

  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/enquiries");
  await expect(admin.getByRole("link", { name: /Enquiries 2 new/ })).toBeVisible();
  await expect(admin.getByText("Private message canary-4471")).toBeVisible();
  await expect(admin.getByText("spam-canary")).toHaveCount(0);
  const csv = await (await admin.request.get("/admin/enquiries/export")).text();
  expect(csv).toContain("Nurul Canary");
  expect(csv).not.toContain("Spam Bot");

  // Everything a visitor (or the page cache) can be sent: no trace of it.
  for (const path of [`/listing/${listing.slug}`, `/listing/${listing.slug}/enquiry`, `/listing/${listing.slug}/enquiry?sent=1`, "/"]) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(`${server.url}${path}`);
      const body = await response.text();
      expect(body, path).not.toContain("canary-4471");
      expect(body, path).not.toContain("Nurul Canary");
    }
  }

  for (let left = 2; left > 0; left--) {
    await admin.getByRole("button", { name: "Mark handled" }).first().click();
    await expect(admin.getByRole("button", { name: "Mark handled" })).toHaveCount(left - 1);
  }
  await expect(admin.getByText("No new enquiries.")).toBeVisible();
  await expect(admin.getByRole("link", { name: /Enquiries/ }).first()).not.toContainText("new");
  await adminContext.close();
  await context.close();
});

test("the statistics and enquiries pages fit a 390 px phone", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInThroughForm(page, "/admin/statistics");
  for (const path of ["/admin/statistics?days=30", "/admin/enquiries?show=all", `/admin/statistics?days=7&listing=${listing.id}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Counted by the tests before it (serial): the chart is drawn, not the sentence of an empty period.
    if (path.startsWith("/admin/statistics")) await expect(page.locator("[data-stats-chart] canvas")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBe(0);
    if (process.env.LEADS_SCREENSHOTS) await page.screenshot({ path: `${process.env.LEADS_SCREENSHOTS}/${path.split("?")[0]!.replace(/\W+/g, "-")}-${path.includes("listing=") ? "one" : "all"}-390.png`, fullPage: true });
  }
  await context.close();
});

test("counts not yet written are written when the server stops on SIGTERM", async () => {
  // A flush interval of an hour: only the shutdown can have written these.
  const slow = await startServer({ env: { SEED_DEMO: "0", STATS_FLUSH_MS: "3600000" } });
  try {
    const [target] = onThisServer(() => insertListings([{ title: "Stopped Server Listing" }]), slow.dataDir);
    for (const event of ["view", "view", "whatsapp"]) {
      const response = await fetch(`${slow.url}/api/listing-event?listing=${target.id}&event=${event}`, {
        method: "POST",
        headers: { "User-Agent": HUMAN_UA, "Sec-Fetch-Site": "same-origin" },
      });
      expect(response.status).toBe(204);
    }
    expect(await slow.stop("SIGTERM")).toBe(0);
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(`${slow.dataDir}/site.db`, { readonly: true });
    try {
      expect(db.prepare("select day, views, whatsapp_taps from listing_daily_stats where property_id = ?").all(target.id)).toEqual([
        { day: malaysiaToday(), views: 1, whatsapp_taps: 1 }, // one visitor: its two views are one
      ]);
    } finally {
      db.close();
    }
  } finally {
    await slow.stop();
  }
});
