import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { withServerDb } from "../fixtures";
import { fieldProblems } from "../field-fit";
import { deleteListings, insertListings } from "../public-helpers";

/**
 * Issue 31: what it really costs. The figures below are worked out by hand from the scales
 * app/costs/rates.ts names (tests/unit/costs/rates.test.ts holds each rate to its source):
 * RM 650,000 with 10% down → loan RM 585,000; transfer duty RM 13,500 (RM 26,000 at the
 * foreign buyers' flat 4%); loan duty RM 2,925; lawyers' fees RM 7,750 + RM 7,100.
 */
const LANGS = [
  { prefix: "", buy: "Cost to buy", moveIn: "Cost to move in", open: "Open in the calculator", submit: "Work it out", buyer: "Who is buying", foreign: "Foreigner or foreign company", customary: "customary 2 months", tenure: "Tenure (years)", whole: "Enter a whole number from 5 to 35." },
  { prefix: "/ms", buy: "Kos membeli", moveIn: "Kos masuk rumah sewa", open: "Buka dalam kalkulator", submit: "Kira", buyer: "Pembeli", foreign: "Warga asing atau syarikat asing", customary: "kebiasaan 2 bulan", tenure: "Tempoh (tahun)", whole: "Masukkan nombor bulat antara 5 hingga 35." },
  { prefix: "/zh", buy: "购屋费用", moveIn: "入住费用", open: "在计算器中打开", submit: "计算", buyer: "买家身份", foreign: "外国人或外国公司", customary: "按惯例计算", tenure: "贷款年限（年）", whole: "请输入 5 至 35 之间的整数。" },
];

/** A listing's box leads with its total; the breakdown and options open under it (a native disclosure). */
async function openBreakdown(box: Locator) {
  const breakdown = box.locator("details.cost-details");
  await expect(breakdown).not.toHaveAttribute("open");
  await breakdown.locator("summary").click();
  await expect(breakdown).toHaveAttribute("open");
}

const figure = (scope: Page | Locator, name: string) => scope.locator(`[data-cost="${name}"]`);

test("a sale listing's cost to buy: the cash up front by the scales, the foreign buyer's flat rate, and the calculator opened with it, in three languages", async ({ page }) => {
  const [sale] = insertListings([{ title: `Cost Box ${Date.now().toString(36)}`, price_sale: 650_000 }]);
  try {
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/listing/${sale.slug}`);
      const box = page.getByRole("region", { name: lang.buy });
      await expect(figure(box, "downPayment")).toHaveText("RM 65,000");
      await expect(figure(box, "stampTransfer")).toHaveText("RM 13,500");
      await expect(figure(box, "stampLoan")).toHaveText("RM 2,925");
      await expect(figure(box, "legalSpa")).toHaveText("RM 7,750");
      await expect(figure(box, "legalLoan")).toHaveText("RM 7,100");
      await expect(figure(box, "upfront")).toHaveText("RM 96,275");
      await expect(figure(box, "upfront")).toBeVisible();
      await expect(figure(box, "stampTransfer")).toBeHidden();
      await expect(box).toContainText("Solicitors' Remuneration Order 2023");

      // The page script: a foreign buyer pays 4% on the transfer, at once.
      await openBreakdown(box);
      await box.getByLabel(lang.buyer).selectOption({ label: lang.foreign });
      await expect(figure(box, "stampTransfer")).toHaveText("RM 26,000");
      await expect(figure(box, "upfront")).toHaveText("RM 108,775");

      // The box opens the calculators page with its inputs; the page works the same figures out.
      await page.getByRole("button", { name: lang.open }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/calculators\\?.*price=650000.*`));
      await expect(page.getByLabel(lang.buyer)).toHaveValue("foreign");
      await expect(figure(page, "upfront")).toHaveText("RM 108,775");
    }
  } finally {
    deleteListings([sale.id]);
  }
});

test("a rent listing's cost to move in: the customary 2 + ½ + 1 when it says nothing, its own terms when it does", async ({ page }) => {
  const [plain, stated, sold] = insertListings([
    { title: `Move In Plain ${Date.now().toString(36)}`, price_sale: null, price_rent: 2_000 },
    { title: `Move In Stated ${Date.now().toString(36)}`, price_sale: null, price_rent: 2_000 },
    { title: `Move In Gone ${Date.now().toString(36)}`, price_sale: null, price_rent: 2_000, status: "Rented" },
  ]);
  withServerDb((db) =>
    db.prepare("update properties set security_deposit = 3, utility_deposit = 1, advance_rental = 1, minimum_tenancy = 24 where id = ?").run(stated.id),
  );
  try {
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/listing/${plain.slug}`);
      const box = page.getByRole("region", { name: lang.moveIn });
      await expect(box).toContainText(lang.customary);
      await expect(figure(box, "security")).toHaveText("RM 4,000");
      await expect(figure(box, "utility")).toHaveText("RM 1,000");
      await expect(figure(box, "advance")).toHaveText("RM 2,000");
      // RM 24,000 a year in RM 250s, RM 1 each for a one-year agreement.
      await expect(figure(box, "tenancyStamp")).toHaveText("RM 96");
      await expect(figure(box, "moveIn")).toHaveText("RM 7,096");
      await expect(page.getByRole("region", { name: lang.buy })).toHaveCount(0);
    }
    await page.goto(`/listing/${stated.slug}`);
    const box = page.getByRole("region", { name: "Cost to move in" });
    await expect(box).toContainText("Deposits as this listing states them.");
    // Two years: RM 2 per RM 250.
    await expect(figure(box, "tenancyStamp")).toHaveText("RM 192");
    await expect(figure(box, "moveIn")).toHaveText("RM 10,192");
    await openBreakdown(box);
    await box.getByLabel("Tenancy (years)").fill("4");
    await expect(figure(box, "tenancyStamp")).toHaveText("RM 384");

    // Decision 046: a listing that is gone prices nothing.
    await page.goto(`/listing/${sold.slug}`);
    await expect(page.locator("[data-costs]")).toHaveCount(0);
  } finally {
    deleteListings([plain.id, stated.id, sold.id]);
  }
});

/** Every figure the page shows, by name. */
const figuresOf = (page: Page) =>
  page.locator("[data-cost]").evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute("data-cost"), el.textContent])));

async function fillCalculator(page: Page) {
  await page.getByLabel("Price (RM)").fill("1000000");
  await page.getByLabel("Who is buying").selectOption("firstHome");
  await page.getByLabel("Net monthly income (RM)").fill("15000");
  await page.getByLabel("Other monthly loan repayments (RM)").fill("800");
  await page.getByLabel("Your age (optional)").fill("45");
  await page.getByLabel("Monthly rent (RM)").fill("3500");
  await page.getByLabel("Tenancy (years)").fill("3");
}

test("the calculators page gives the same figures without JavaScript (a GET form) as with it (as the visitor types)", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const withScript = await browser.newContext();
  try {
    const plain = await noScript.newPage();
    await plain.goto("/calculators");
    await fillCalculator(plain);
    await plain.getByRole("button", { name: "Work it out" }).click();
    await expect(plain).toHaveURL(/income=15000/);
    // A first home above RM 500,000: the full scale; tenure cut to 25 years by age 70.
    await expect(figure(plain, "stampTransfer")).toHaveText("RM 24,000");
    await expect(figure(plain, "terms")).toContainText("over 25 years");
    await expect(figure(plain, "tenancyStamp")).toHaveText("RM 336");
    const served = await figuresOf(plain);

    const live = await withScript.newPage();
    await live.goto("/calculators");
    await fillCalculator(live);
    await expect(figure(live, "tenancyStamp")).toHaveText("RM 336");
    await expect(figure(live, "stampTransfer")).toHaveText("RM 24,000");
    expect(await figuresOf(live)).toEqual(served);
    expect(live.url()).not.toContain("income="); // worked out in place, no round trip
  } finally {
    await noScript.close();
    await withScript.close();
  }
});

test("a figure out of bounds gets a message in the page's language beside its field, no browser bubble, with and without JavaScript", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const withScript = await browser.newContext();
  try {
    for (const lang of LANGS) {
      // Without JavaScript: the form is sent as typed; the page says which field it could not take.
      const plain = await noScript.newPage();
      await plain.goto(`${lang.prefix}/calculators`);
      await plain.getByLabel(lang.tenure).fill("40");
      await plain.getByRole("button", { name: lang.submit }).click();
      await expect(plain).toHaveURL(/years=40/);
      const years = plain.getByLabel(lang.tenure);
      await expect(years).toHaveAttribute("aria-invalid", "true");
      await expect(years).toHaveAccessibleDescription(lang.whole);
      await expect(plain.getByText(lang.whole)).toBeVisible();
      await expect(years).toHaveValue("35");
      await plain.close();

      // With it: the message shows as the visitor types, and goes when the figure reads.
      const live = await withScript.newPage();
      await live.goto(`${lang.prefix}/calculators`);
      const field = live.getByLabel(lang.tenure);
      await field.fill("40");
      await expect(live.getByText(lang.whole)).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill("30");
      await expect(live.getByText(lang.whole)).toBeHidden();
      await expect(field).not.toHaveAttribute("aria-invalid");
      await live.close();
    }
  } finally {
    await noScript.close();
    await withScript.close();
  }
});

// Axe, overflow and CLS on the calculators page with its figures and on a listing with both cost boxes
// (the demo's first, for sale and for rent), in three languages at 390 and 1366 px: review/public-review.spec.ts.

test("on a phone each buyer shows whole in the cost box and on the calculators page, and the fields of a row stand level, in three languages", async ({ page }) => {
  // "Warganegara Malaysia" once showed as "Warganegara M" in half the box's row.
  await page.setViewportSize({ width: 390, height: 700 });
  const [sale] = insertListings([{ title: `Cost Fit ${Date.now().toString(36)}`, price_sale: 650_000 }]);
  try {
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/listing/${sale.slug}`);
      const box = page.getByRole("region", { name: lang.buy });
      await openBreakdown(box);
      for (const where of [box, null]) {
        if (!where) await page.goto(`${lang.prefix}/calculators`);
        const scope = where ?? page.locator("main");
        const buyer = scope.getByLabel(lang.buyer);
        for (const value of ["citizen", "firstHome", "foreign", "company"]) {
          await buyer.selectOption(value);
          expect(await fieldProblems(scope), `${lang.prefix || "/en"} ${where ? "listing" : "calculators"} ${value}`).toEqual([]);
        }
      }
    }
  } finally {
    deleteListings([sale.id]);
  }
});
