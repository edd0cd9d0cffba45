import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";
import { axeBuilder, violationLines } from "../axe";

/**
 * Issue 16, the visitor's tools (decision 024): the shortlist kept in the browser, sharing,
 * the PDF brochure and the monthly instalment estimate.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What pdf.js (Mozilla's reader) finds in a PDF: its page count and the text of its pages. */
async function readPdf(bytes: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return { pages: doc.numPages, text: texts.join("\n") };
}

/** The annuity formula, written out here on its own: the page's figures are held to it. */
function expectedInstalment(price: number, margin: number, rate: number, years: number): string {
  const loan = (price * margin) / 100;
  const r = rate / 100 / 12;
  const n = years * 12;
  const monthly = (loan * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  return `RM ${Math.round(monthly).toLocaleString("en-US")} / month`;
}

test("hearts on two cards: /shortlist shows both, and WhatsApp my shortlist names each by id, title and link", async ({ page, baseURL }) => {
  const tag = unique();
  const listings = insertListings([{ title: `Shortlist Alpha ${tag}` }, { title: `Shortlist Beta ${tag}` }]);
  try {
    await page.goto(`/search?q=${tag}`);
    for (const l of listings) {
      const heart = page.getByRole("button", { name: `Save property ID ${l.display_id} to shortlist` });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }
    // The hearts stay pressed after a reload: the shortlist is in the browser, not the page.
    await page.reload();
    for (const l of listings) {
      await expect(page.getByRole("button", { name: `Save property ID ${l.display_id} to shortlist` })).toHaveAttribute("aria-pressed", "true");
    }

    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Shortlist/ })).toHaveText("Shortlist (2)");
    await page.goto("/shortlist");
    const main = page.getByRole("main");
    for (const l of listings) await expect(main.getByRole("heading", { name: l.title })).toBeVisible();
    await expect(main.getByText("2 saved properties")).toBeVisible();
    const href = await main.getByRole("link", { name: "WhatsApp my shortlist" }).getAttribute("href");
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe("https://wa.me/60123456789");
    const message = url.searchParams.get("text")!;
    for (const l of listings) {
      expect(message).toContain(`Property ID ${l.display_id} - ${l.title}\n${baseURL}/listing/${l.slug}`);
    }

    // Unsaved on the detail page: the shortlist loses it, after a reload too.
    await page.goto(`/listing/${listings[0].slug}`);
    const heart = page.getByRole("button", { name: `Save property ID ${listings[0].display_id} to shortlist` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await page.goto("/shortlist");
    await expect(main.getByRole("heading", { name: listings[1].title })).toBeVisible();
    await expect(main.getByRole("heading", { name: listings[0].title })).toHaveCount(0);
    await expect(main.getByText("1 saved property")).toBeVisible();
  } finally {
    deleteListings(listings.map((l) => l.id));
  }
});

test("a shortlisted listing that was deleted is named as gone, and a sold one says so", async ({ page }) => {
  const tag = unique();
  const [kept, deleted, sold] = insertListings([
    { title: `Kept ${tag}` },
    { title: `Deleted ${tag}` },
    { title: `Sold later ${tag}` },
  ]);
  try {
    await page.goto(`/search?q=${tag}`);
    for (const l of [kept, deleted, sold]) await page.getByRole("button", { name: `Save property ID ${l.display_id} to shortlist` }).click();
    deleteListings([deleted.id]);
    withServerDb((db) => db.prepare("update properties set status = 'Sold' where id = ?").run(sold.id));

    await page.goto("/shortlist");
    const main = page.getByRole("main");
    await expect(main.getByText(`Property ID ${deleted.display_id} (${deleted.title}) is no longer listed.`)).toBeVisible();
    await expect(main.getByRole("heading", { name: kept.title })).toBeVisible();
    const soldCard = main.locator("[data-shortlist-card]", { has: page.getByRole("heading", { name: sold.title }) });
    await expect(soldCard).toContainText("This property has been sold.");
    // The deleted one leaves the list kept in the browser.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("shortlist") ?? "[]") as { id: number }[]);
    expect(saved.map((s) => s.id).sort()).toEqual([kept.display_id, sold.display_id].sort());
  } finally {
    deleteListings([kept.id, sold.id]);
  }
});

test("an empty shortlist says how to fill it; without JavaScript the page says it needs it and no heart shows", async ({ page, browser }) => {
  await page.goto("/shortlist");
  await expect(page.getByRole("main")).toContainText("No saved properties yet. Tap the heart on a property to keep it here.");

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const noJs = await context.newPage();
  await noJs.goto("/shortlist");
  await expect(noJs.getByRole("main")).toContainText("Your shortlist is kept in this browser, and showing it needs JavaScript.");
  await noJs.goto("/");
  await expect(noJs.locator("main article").first()).toBeVisible();
  await expect(noJs.locator("button[data-heart]:visible")).toHaveCount(0);
  await context.close();
});

test("share: WhatsApp, Facebook and Telegram links for the page, and Copy link copies it", async ({ page, context, baseURL }) => {
  const [l] = insertListings([{ title: `Share me ${unique()}` }]);
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/listing/${l.slug}`);
    const pageUrl = `${baseURL}/listing/${l.slug}`;
    const main = page.getByRole("main");
    const whatsapp = new URL((await main.getByRole("link", { name: "WhatsApp", exact: true }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
    expect(whatsapp.searchParams.get("text")).toBe(`${l.title}\n${pageUrl}`);
    const facebook = new URL((await main.getByRole("link", { name: "Facebook" }).getAttribute("href"))!);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(pageUrl);
    const telegram = new URL((await main.getByRole("link", { name: "Telegram" }).getAttribute("href"))!);
    expect(telegram.origin + telegram.pathname).toBe("https://t.me/share/url");
    expect(telegram.searchParams.get("url")).toBe(pageUrl);
    expect(telegram.searchParams.get("text")).toBe(l.title);

    // Headless Chromium on Linux has no share sheet: the links stay, and Copy link is added.
    await expect(main.getByRole("button", { name: "Share", exact: true })).toBeHidden();
    await main.getByRole("button", { name: "Copy link" }).click();
    await expect(main.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  } finally {
    deleteListings([l.id]);
  }
});

test("share: where the browser has a share sheet, the Share button opens it with the page's title and link", async ({ page, baseURL }) => {
  const [l] = insertListings([{ title: `Share sheet ${unique()}` }]);
  try {
    // The browser's own API, as a phone has it; it records what the page asked to share.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, "shareCalls", { value: calls });
      Object.defineProperty(navigator, "share", { value: (data: unknown) => (calls.push(data), Promise.resolve()) });
    });
    await page.goto(`/listing/${l.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Facebook" })).toBeHidden();
    await main.getByRole("button", { name: "Share", exact: true }).click();
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls);
    expect(calls).toEqual([{ title: l.title, url: `${baseURL}/listing/${l.slug}` }]);
  } finally {
    deleteListings([l.id]);
  }
});

test("the brochure: one A4 page with the title and the REN number, kept until the listing changes; 404 unless Available", async ({ page, request }) => {
  const [l, sold] = insertListings([{ title: `Brochure Villa ${unique()}`, price_sale: 880_000 }, { title: `Sold Villa ${unique()}`, status: "Sold" }]);
  try {
    await page.goto(`/listing/${l.slug}`);
    const href = await page.getByRole("link", { name: "Download brochure (PDF)" }).getAttribute("href");
    expect(href).toBe(`/listing/${l.slug}/brochure.pdf`);

    const first = await request.get(href!);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("application/pdf");
    const bytes = await first.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(l.title);
    expect(pdf.text).toContain("REN 12345");
    expect(pdf.text).toContain("RM 880,000");
    expect(pdf.text).toContain(`Property ID ${l.display_id}`);

    // Asked again: the browser's copy is still good.
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(href!, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    // The agent renames the listing: a new brochure with the new title.
    const renamed = `${l.title} Renovated`;
    withServerDb((db) => db.prepare("update properties set title = ? where id = ?").run(renamed, l.id));
    const changed = await request.get(href!, { headers: { "If-None-Match": etag } });
    expect(changed.status()).toBe(200);
    expect(changed.headers()["etag"]).not.toBe(etag);
    expect((await readPdf(await changed.body())).text).toContain(renamed);

    // A demo listing with its photos: still one page.
    const demo = await request.get("/listing/fully-furnished-corner-unit-with-klcc-view/brochure.pdf");
    expect((await readPdf(await demo.body())).pages).toBe(1);

    expect((await request.get(`/listing/${sold.slug}/brochure.pdf`)).status()).toBe(404);
    expect((await request.get(`/listing/no-such-listing-${unique()}/brochure.pdf`)).status()).toBe(404);
    await page.goto(`/listing/${sold.slug}`);
    await expect(page.getByRole("link", { name: "Download brochure (PDF)" })).toHaveCount(0);
  } finally {
    deleteListings([l.id, sold.id]);
  }
});

test("the monthly instalment: the formula at the defaults, and again when the visitor changes the terms", async ({ page }) => {
  const price = 688_000;
  const [sale, rent] = insertListings([{ title: `Instalment ${unique()}`, price_sale: price }, { title: `Rent only ${unique()}`, price_sale: null, price_rent: 2_400 }]);
  try {
    await page.goto(`/listing/${sale.slug}`);
    const box = page.getByRole("region", { name: "Estimated monthly instalment" });
    const result = box.locator("[data-instalment-result]");
    await expect(result).toHaveText(expectedInstalment(price, 90, 4.0, 35));
    await expect(box.getByLabel("Loan (%)")).toHaveValue("90");
    await expect(box.getByLabel("Interest (% p.a.)")).toHaveValue("4.0");
    await expect(box.getByLabel("Tenure (years)")).toHaveValue("35");

    await box.getByLabel("Interest (% p.a.)").fill("4.5");
    await expect(result).toHaveText(expectedInstalment(price, 90, 4.5, 35));
    await box.getByLabel("Tenure (years)").fill("25");
    await box.getByLabel("Loan (%)").fill("80");
    await expect(result).toHaveText(expectedInstalment(price, 80, 4.5, 25));
    await expect(box).toContainText("Loan of RM 550,400 (80% of RM 688,000) at 4.50% p.a. over 25 years");

    // A listing only for rent has no loan to estimate.
    await page.goto(`/listing/${rent.slug}`);
    await expect(page.getByRole("region", { name: "Estimated monthly instalment" })).toHaveCount(0);
  } finally {
    deleteListings([sale.id, rent.id]);
  }
});

test("without JavaScript the instalment shows its estimate at the default terms", async ({ browser }) => {
  const price = 520_000;
  const [l] = insertListings([{ title: `No script loan ${unique()}`, price_sale: price }]);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await context.newPage();
    await page.goto(`/listing/${l.slug}`);
    await expect(page.locator("[data-instalment-result]")).toHaveText(expectedInstalment(price, 90, 4.0, 35));
    // The share links work as plain links.
    await expect(page.getByRole("main").getByRole("link", { name: "Telegram" })).toBeVisible();
  } finally {
    await context.close();
    deleteListings([l.id]);
  }
});

test("axe finds no violations on a filled shortlist at 390px", async ({ page }) => {
  const [l] = insertListings([{ title: `Axe shortlist ${unique()}` }]);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/listing/${l.slug}`);
    await page.getByRole("button", { name: `Save property ID ${l.display_id} to shortlist` }).click();
    await page.goto("/shortlist");
    await expect(page.getByRole("link", { name: "WhatsApp my shortlist" })).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(violationLines(results)).toEqual([]);
  } finally {
    deleteListings([l.id]);
  }
});
