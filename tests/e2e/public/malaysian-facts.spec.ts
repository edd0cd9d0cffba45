import { test, expect } from "../fixtures";
import { signInFast } from "../auth";
import { jsonLdBlocks } from "../public-helpers";
import { fillPropertyForm } from "../property-form";

// Issue 13: the facts Malaysian buyers decide on, typed into the real admin
// form and read back as a visitor on a 390 px phone.
const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

test("a listing with every fact: the form saves them, the page and the card show them, nothing overflows", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signInFast(context, baseURL!);
  await page.goto("/admin/properties/new");
  const title = `Leasehold Facts Condo ${Date.now()}`;
  await fillPropertyForm(page, {
    Title: title,
    "Property Type": "Condominium/Apartment/Flat",
    Location: "Bangsar South",
    Occupancy: "Vacant",
    "For Sale": true,
    "Price (Sale)": "1,250,000",
    // Rent ticked without a price: the page says "Price on request", never a blank.
    "For Rent": true,
    "Built-up Area (sqft)": "1,205",
    Bedrooms: "3",
    Furnishing: "Fully Furnished",
    Tenure: "Leasehold",
    "Lease Expiry Year": String(year + 72),
    "Title Type": "Strata",
    "Land Status": "Bumi Lot",
    Developer: "Example Land Berhad",
    "Completion Year": String(year + 2),
    "Floor Level": "High floor",
    "Unit Position": "Corner",
    Facing: "North-East",
    Gym: true,
    Surau: true,
    Nearby: "5 min walk to MRT Semantan\nNear Mid Valley",
    "Maintenance Fee": "350",
    "Sinking Fund": "35",
    "Security Deposit": "2",
    "Utility Deposit": "0.5",
    "Advance Rental": "1",
    "Minimum Tenancy": "12",
    "Available From": `${year + 1}-01-15`,
    Video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "Authorised Until": `${year + 1}-06-30`,
  });
  await page.getByRole("button", { name: "Add Property" }).click();
  const added = page.getByRole("status").filter({ hasText: "Property added successfully!" });
  await expect(added).toBeVisible();
  const slug = /Slug: ([a-z0-9-]+)/.exec((await added.textContent()) ?? "")![1]!;

  // A visitor on a phone, signed out.
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(baseURL!)) thirdParty.push(r.url());
  });
  const response = await page.goto(`/listing/${slug}`);
  expect(response?.status()).toBe(200);
  const main = page.locator("main");
  for (const text of [
    "For Sale",
    "RM 1,250,000",
    "RM 1,037 psf",
    "For Rent",
    "Price on request",
    `Leasehold (72 years left)`,
    "Fully Furnished",
    "Strata",
    "Bumi Lot",
    `Expected ${year + 2}`,
    "High floor",
    "North-East",
    "Gym",
    "Surau",
    "5 min walk to MRT Semantan",
    "RM 350 / month",
    "RM 35 / month",
    "2 months",
    "0.5 month",
    "12 months",
    `15 Jan ${year + 1}`,
  ]) {
    await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  // The private date never reaches a visitor.
  expect(await page.content()).not.toContain(`${year + 1}-06-30`);
  // The facts fit a phone: no box wider than its column, no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const overflowing = await page.locator("dl dd").evaluateAll((dds) =>
    dds.filter((dd) => dd.scrollWidth > dd.clientWidth + 1).map((dd) => dd.textContent),
  );
  expect(overflowing).toEqual([]);

  // schema.org carries what it has terms for.
  const listing = jsonLdBlocks(await page.content()).find((b) => (b as { "@type"?: string })["@type"] === "RealEstateListing") as {
    about: { floorSize: { value: number }; amenityFeature: { name: string }[]; yearBuilt: number };
  };
  expect(listing.about.floorSize.value).toBe(1205);
  expect(listing.about.amenityFeature.map((a) => a.name)).toEqual(["Gym", "Surau"]);
  expect(listing.about.yearBuilt).toBe(year + 2);

  // The video is a preview of our own photo until tapped: nothing from YouTube before.
  expect(thirdParty).toEqual([]);
  await page.getByRole("link", { name: "Play the video" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");

  // The card in a search: deal badges, price and psf, tenure and furnishing.
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ hasText: title });
  for (const text of ["For Sale", "RM 1,250,000", "RM 1,037 psf", "For Rent", "Price on request"]) {
    await expect(card.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  await expect(card).toContainText("3 bed · 1,205 sqft");
  await expect(card).toContainText("Leasehold");
  await expect(card).toContainText("Fully Furnished");
});

test("a refused fact keeps everything typed and says which field is wrong", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  await page.goto("/admin/properties/new");
  await fillPropertyForm(page, {
    Title: "Bad Year Villa",
    "Property Type": "Bungalow",
    Location: "Ipoh",
    "For Sale": true,
    "Completion Year": "20266",
    Developer: "Kept Developer Sdn Bhd",
  });
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Completion Year must be a year such as 2030." })).toBeVisible();
  await expect(page.getByLabel("Developer")).toHaveValue("Kept Developer Sdn Bhd");
});
