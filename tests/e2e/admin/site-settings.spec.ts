import fs from "node:fs";
import sharp from "sharp";
import { test, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";
import { onServerData } from "../fixtures";
import { insertListings } from "../public-helpers";

// Settings change what every page shows, so this file has a server of its
// own: the shared one's pages must keep the demo agency for the other files.
let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function visitor(browser: Browser, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 844 } });
  return { context, page: await context.newPage() };
}

async function admin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await visitor(browser);
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  return { context, page };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a visitor's top bar has the agency, Home and Listings, and no Admin; the footer has the agency block and Admin | Login", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Demo Realty Sdn. Bhd." })).toHaveAttribute("href", "/");
  // On a phone the links are in the menu (issue 29: a one-row top bar).
  await banner.locator("summary", { hasText: "Menu" }).click();
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link")).toHaveText(["Home", "Listings", "Shortlist"]);
  await expect(banner.getByText(/Admin|Login/)).toHaveCount(0);

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Demo Realty Sdn. Bhd. (E (1) 1234)");
  await expect(footer).toContainText("Aisyah Rahman, REN 12345 · +60 12-345 6789");
  await expect(footer.getByRole("link", { name: "+60 12-345 6789" })).toHaveAttribute("href", "tel:+60123456789");
  await footer.getByRole("link", { name: "Admin | Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test("the home page opens with the brand band and the search, with the filters' place under it", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto("/");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1, name: "Available Properties" }) });
  await expect(hero.getByRole("searchbox")).toHaveAttribute("placeholder", "ID, Title, Project, Location...");
  await expect(hero).toContainText("Demo Realty Sdn. Bhd. · E (1) 1234");
  await expect(hero.locator("[data-filters-slot]")).toHaveCount(1);
  expect(await noSideScroll(page)).toBe(true);
  await context.close();
});

test("signed in, the top bar has Admin and Logout and the footer no Admin | Login", async ({ browser }) => {
  const { context, page } = await admin(browser);
  await page.goto("/");
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  await expect(main.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin | Login" })).toHaveCount(0);
  expect(await noSideScroll(page)).toBe(true);
  await context.close();
});

test("settings at 390 px: a wrong REN is named, a save shows on the cached public pages, a logo shows in the top bar", async ({ browser }) => {
  // A visitor's copy of the home page is in the page cache before the save.
  const { context: visitorContext, page: visitorPage } = await visitor(browser);
  await visitorPage.goto("/");
  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("banner")).toContainText("Demo Realty Sdn. Bhd.");

  const { context, page } = await admin(browser);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await expect(page.getByLabel("Agency name")).toHaveValue("Demo Realty Sdn. Bhd.");

  await page.getByLabel("Agency name").fill("Harimau Properties Sdn. Bhd.");
  await page.getByLabel("Agency registration number (E-number)").fill("E (3) 2045");
  await page.getByLabel("REN number").fill("31415");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Nothing was saved. Please correct the fields marked below.");
  await expect(page.getByText("REN number must look like REN 12345")).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel("Agency name")).toHaveValue("Harimau Properties Sdn. Bhd.");
  expect(await noSideScroll(page)).toBe(true);

  await page.getByLabel("REN number").fill("REN 31415");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await expect(page.getByLabel("REN number")).toHaveValue("REN 31415");

  await visitorPage.goto("/");
  await expect(visitorPage.getByRole("banner").getByRole("link", { name: "Harimau Properties Sdn. Bhd." })).toBeVisible();
  await expect(visitorPage.getByRole("contentinfo")).toContainText("Harimau Properties Sdn. Bhd. (E (3) 2045)");
  await expect(visitorPage.getByRole("contentinfo")).toContainText("Aisyah Rahman, REN 31415");
  await expect(visitorPage).toHaveTitle("Available Properties | Harimau Properties Sdn. Bhd.");

  // Noise, so the file is larger than the 64 KB every other form is held to: the logo has its own route.
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  expect(logo.length).toBeGreaterThan(64 * 1024);
  await page.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logo saved." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);

  await visitorPage.goto("/");
  const shown = visitorPage.getByRole("banner").locator("img");
  await expect(shown).toHaveAttribute("src", /^\/images\/brand\/logo-[0-9a-f]+\.png$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(288);
  // The name stays beside it: the link is still named for the agency.
  await expect(visitorPage.getByRole("banner").getByRole("link", { name: "Harimau Properties Sdn. Bhd." })).toBeVisible();
  expect(await noSideScroll(visitorPage)).toBe(true);
  await visitorContext.close();
  await context.close();
});

test("the negotiator's photo uploaded at 390 px shows on a listing's contact card (issue 29 item 4)", async ({ browser }) => {
  const [listing] = onServerData(server.dataDir, () => insertListings([{ title: "Photo Card Residence" }]));
  const { context, page } = await admin(browser);
  await page.goto("/admin/settings");
  // A phone photo: larger than the 64 KB other forms are held to, so it has its own route.
  const photo = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#806040", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Upload a photo").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo saved." })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Current photo of / })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);

  const { context: visitorContext, page: visitorPage } = await visitor(browser);
  await visitorPage.goto(`/listing/${listing!.slug}`);
  const card = visitorPage.getByRole("complementary").filter({ has: visitorPage.locator("img[src^='/images/brand/consultant-']") }).first();
  await card.scrollIntoViewIfNeeded();
  const img = card.locator("img");
  await expect(img).toHaveAttribute("src", /^\/images\/brand\/consultant-[0-9a-f]{16}\.jpg$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(192);
  expect(await img.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(64);
  expect(await noSideScroll(visitorPage)).toBe(true);
  await visitorContext.close();
  await context.close();
});
