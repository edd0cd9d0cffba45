import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { VARIANT_WIDTHS } from "../../../app/photos/image-urls";
import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { fillPropertyForm } from "../property-form";
import { deleteListings, insertListings } from "../public-helpers";

/** Issue 17: the property form on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 } });

/** The server writes its session secret on the first request that reads a session: ask for /login first. */
async function signIn(page: Page, baseURL: string) {
  await page.goto("/login");
  await signInFast(page.context(), baseURL);
}

/** The form is hydrated (the description editor's toolbar is React's): before that nothing is guarded. */
async function formReady(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
}

const stamp = () => `${Date.now()}${test.info().workerIndex}`;
const row = (title: string) =>
  withServerDb((db) => db.prepare("select * from properties where title = ? order by display_id").all(title) as Array<Record<string, unknown>>);
const savedImages = (id: string) =>
  withServerDb((db) => JSON.parse((db.prepare("select images from properties where id = ?").get(id) as { images: string }).images) as string[]);
const formImages = (page: Page) =>
  page.locator('input[type="hidden"][name="images"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const editPage = (id: string) => `/admin/properties/${encodeURIComponent(id)}/edit`;

/** Photo URLs of our own shape; the files need not exist for their order to be saved. */
function photoUrls(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `/images/property_images/${Date.now()}${i}_${(0xabc000000000 + i).toString(16)}.jpg`);
}

async function jpeg(name: string, colour: string, size = 640) {
  const buffer = await sharp({ create: { width: size, height: (size * 3) / 4, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Every stored file of one photo URL (public JPEG, WebP variants, private master). */
function filesOf(url: string): string[] {
  const key = url.replace(/^\/images\//, "");
  const stem = key.replace(/\.jpg$/, "");
  return [key, `masters/${key}`, ...VARIANT_WIDTHS.map((w) => `${stem}_w${w}.webp`)].map((k) => path.join(process.env.E2E_DATA_DIR!, "uploads", k));
}

async function noSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** On screen now, without scrolling: inside the 844 px tall viewport. */
async function inView(page: Page, name: string) {
  const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

test("the new and the edit form fit a phone: no sideways scroll, folded sections, Save and Cancel in view", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/properties/new");
  await formReady(page);
  await noSidewaysScroll(page);
  await inView(page, "Add Property");
  await expect(page.getByRole("link", { name: "Cancel" })).toBeInViewport();

  // What an agent changes on the go is open; the rest is folded until asked for.
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await expect(page.getByLabel("For Sale")).toBeVisible();
  await expect(page.getByLabel("Developer")).toBeHidden();
  const building = page.locator("summary", { hasText: "Building" });
  await building.click();
  await expect(page.getByLabel("Developer")).toBeVisible();
  await building.click();
  await expect(page.getByLabel("Developer")).toBeHidden();

  // Far down the form, Save is still on screen.
  await page.getByLabel("Video").scrollIntoViewIfNeeded();
  await inView(page, "Add Property");

  const id = withServerDb((db) => (db.prepare("select id from properties where images != '[]' order by display_id limit 1").get() as { id: string }).id);
  await page.goto(editPage(id));
  await formReady(page);
  await noSidewaysScroll(page);
  await inView(page, "Update Property");
  await page.locator("summary", { hasText: "Building" }).click();
  await page.locator("summary", { hasText: "Private" }).click();
  await noSidewaysScroll(page);
  // Nothing changed: leaving asks nothing.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
});

test("prices show thousands separators as typed, keep the caret in place, save and come back grouped", async ({ page, baseURL }) => {
  const title = `E2E Grouped Price ${stamp()}`;
  await signIn(page, baseURL!);
  await page.goto("/admin/properties/new");
  await formReady(page);
  await fillPropertyForm(page, { Title: title, "Property Type": "Terrace House", Location: "Seremban", "For Sale": true, "For Rent": true });
  const price = page.getByLabel("Price (Sale)");
  await price.pressSequentially("1350000");
  await expect(price).toHaveValue("1,350,000");

  // A digit typed in the middle: the caret stays just after it.
  await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(1, 1));
  await page.keyboard.type("2");
  await expect(price).toHaveValue("12,350,000");
  expect(await price.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(2);
  // Backspace just after a comma takes the digit before it.
  await price.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
  await page.keyboard.press("Backspace");
  await expect(price).toHaveValue("1,350,000");
  expect(await price.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(1);

  await page.getByLabel("Price (Rent)").fill("RM 6500");
  await expect(page.getByLabel("Price (Rent)")).toHaveValue("6,500");
  // A year is not a price.
  await page.locator("summary", { hasText: "Building" }).click();
  await page.getByLabel("Completion Year").pressSequentially("2030");
  await expect(page.getByLabel("Completion Year")).toHaveValue("2030");

  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Property added successfully!" })).toBeVisible();
  const [saved] = row(title);
  expect(saved).toMatchObject({ price_sale: 1350000, price_rent: 6500, completion_year: 2030 });

  await page.goto(editPage(String(saved!.id)));
  await formReady(page);
  await expect(page.getByLabel("Price (Sale)")).toHaveValue("1,350,000");
  await expect(page.getByLabel("Price (Rent)")).toHaveValue("6,500");
});

test("a refused save shows each problem beside its field and puts the focus on the first", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/properties/new");
  await formReady(page);
  await fillPropertyForm(page, { "Property Type": "Semi-Detached", Location: "Ipoh", "For Sale": true, "Price (Sale)": "420000" });
  await page.locator("summary", { hasText: "Size and layout" }).click();
  await page.getByLabel("Bedrooms").fill("2.5");
  await page.locator("summary", { hasText: "Size and layout" }).click();
  await expect(page.getByLabel("Bedrooms")).toBeHidden();
  await page.getByRole("button", { name: "Add Property" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Bedrooms must be a whole number." })).toBeVisible();
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title is required.");
  // The folded section with a problem opened by itself, and says so.
  const bedrooms = page.getByLabel("Bedrooms");
  await expect(bedrooms).toBeVisible();
  await expect(bedrooms).toHaveAccessibleDescription("Bedrooms must be a whole number.");
  await expect(page.locator("summary", { hasText: "Size and layout" })).toContainText("1 problem");
  await expect(page.getByLabel("Location")).toHaveValue("Ipoh");
  await expect(page.getByLabel("Price (Sale)")).toHaveValue("420,000");

  // Fixed the number, not the title: the spec's message, and the title still marked and focused.
  await bedrooms.fill("3");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Title, Location, and Listing Type are required." })).toBeVisible();
  await expect(title).toBeFocused();
  await expect(bedrooms).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Bedrooms must be a whole number.")).toHaveCount(0);
});

test("leaving with unsaved changes asks first, and the abandoned new listing's photos are deleted", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/properties");
  await page.getByRole("link", { name: "Add New Property" }).click();
  await formReady(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Never saved");
  await page.getByLabel("Choose photos").setInputFiles([await jpeg("left-behind.jpg", "#7e22ce")]);
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(1, { timeout: 30_000 });
  const [url] = await formImages(page);
  for (const file of filesOf(url!)) expect(fs.existsSync(file), file).toBe(true);

  // Cancel: asked; staying keeps everything.
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Never saved");

  // Back: asked too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/properties\/new$/);

  // Closing the tab: the browser's own question; dismissed, the page stays.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  expect(page.isClosed()).toBe(false);

  // Leaving for good: the Property Manager, and the photo's files are gone from the disk.
  await page.getByRole("link", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
  for (const file of filesOf(url!)) await expect.poll(() => fs.existsSync(file), { message: file }).toBe(false);
  expect(row("Never saved")).toEqual([]);
});

test("Save pressed while a photo uploads waits for it, then saves the listing with the photo by itself", async ({ page, baseURL }) => {
  const title = `E2E Save While Uploading ${stamp()}`;
  await signIn(page, baseURL!);
  await page.goto("/admin/properties/new");
  await formReady(page);
  await fillPropertyForm(page, { Title: title, "Property Type": "Bungalow", Location: "Kuantan", "For Sale": true, "Price (Sale)": "990000" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.getByLabel("Choose photos").setInputFiles([await jpeg("slow-upload.jpg", "#1d4ed8", 1600)]);
  await expect(page.getByRole("progressbar", { name: "Uploading slow-upload.jpg" })).toBeVisible();

  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saving once the photos are uploaded" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Property added successfully!" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/save again/i)).toHaveCount(0);
  const [saved] = row(title);
  const images = JSON.parse(String(saved!.images)) as string[];
  expect(images).toHaveLength(1);
  for (const file of filesOf(images[0]!)) expect(fs.existsSync(file), file).toBe(true);
});

test.describe("photo order", () => {
  /** The centre of photo `n`'s picture (not a button): where a finger or the mouse takes it. */
  async function pictureCentre(page: Page, n: number) {
    await page.getByRole("list", { name: "Attached photos" }).evaluate((list) => list.scrollIntoView({ block: "center" }));
    const box = (await page.getByRole("img", { name: `Photo ${n}`, exact: true }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  async function saveAndReopen(page: Page, id: string) {
    await page.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
    await page.goto(editPage(id));
    await formReady(page);
  }

  test("by mouse, by keyboard and with Set as cover; each saved in that order", async ({ page, baseURL }) => {
    const [a, b, c, d] = photoUrls(4) as [string, string, string, string];
    const [listing] = insertListings([{ title: `E2E Photo Order ${stamp()}`, images: [a, b, c, d] }]);
    try {
      await signIn(page, baseURL!);
      await page.goto(editPage(listing!.id));
      await formReady(page);

      // Mouse: the first photo dragged onto the third place.
      const from = await pictureCentre(page, 1);
      const to = await pictureCentre(page, 3);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up();
      expect(await formImages(page)).toEqual([b, c, a, d]);
      await saveAndReopen(page, listing!.id);
      expect(savedImages(listing!.id)).toEqual([b, c, a, d]);

      // Keyboard: the grip of photo 1, Space, Right arrow, Space.
      // Each step waits for what a screen reader is told, as its user would.
      await page.getByRole("button", { name: "Reorder photo 1" }).focus();
      await page.keyboard.press("Space");
      await expect(page.getByText("Photo 1 is over position 1 of 4.")).toBeAttached();
      // dnd-kit measures where each photo is in the frames after the pick-up; an arrow
      // pressed before that has nowhere to go. Two frames, as a person's reaction gives.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText("Photo 1 is over position 2 of 4.")).toBeAttached();
      await page.keyboard.press("Space");
      await expect(page.getByText("Photo moved to position 2 of 4.")).toBeAttached();
      expect(await formImages(page)).toEqual([c, b, a, d]);
      await saveAndReopen(page, listing!.id);
      expect(savedImages(listing!.id)).toEqual([c, b, a, d]);

      // One tap makes the last photo the cover.
      await expect(page.getByRole("button", { name: "Set photo 1 as cover" })).toHaveCount(0);
      await page.getByRole("button", { name: "Set photo 4 as cover" }).click();
      const attached = page.getByRole("list", { name: "Attached photos" });
      await expect(attached.getByRole("listitem").first()).toContainText("Cover photo");
      expect(await formImages(page)).toEqual([d, c, b, a]);
      await saveAndReopen(page, listing!.id);
      expect(savedImages(listing!.id)).toEqual([d, c, b, a]);
    } finally {
      deleteListings([listing!.id]);
    }
  });

  test.describe("on a touch screen", () => {
    test.use({ isMobile: true, hasTouch: true });

    test("a press on a photo, then a drag, moves it; saved in that order", async ({ page, baseURL }) => {
      const [a, b, c] = photoUrls(3) as [string, string, string];
      const [listing] = insertListings([{ title: `E2E Touch Order ${stamp()}`, images: [a, b, c] }]);
      try {
        await signIn(page, baseURL!);
        await page.goto(editPage(listing!.id));
        await formReady(page);
        const from = await pictureCentre(page, 3);
        const to = await pictureCentre(page, 1);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
        // The short press that tells a drag from a swipe that scrolls.
        await page.waitForTimeout(400);
        for (let i = 1; i <= 12; i++) {
          const point = { x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 };
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await expect.poll(() => formImages(page)).toEqual([c, a, b]);
        await page.getByRole("button", { name: "Update Property" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
        expect(savedImages(listing!.id)).toEqual([c, a, b]);
      } finally {
        deleteListings([listing!.id]);
      }
    });
  });
});

test("Duplicate opens a new listing pre-filled without photos or private fields; saving it makes a second listing", async ({ page, baseURL }) => {
  const title = `E2E Duplicate Source ${stamp()}`;
  const [original] = insertListings([
    {
      title,
      location: "Bangsar South",
      price_sale: 880_000,
      status: "Sold",
      owner_name: "Puan Rahimah",
      owner_contact: "+60 12-111 2222",
      remarks_hidden: "Keys at the guardhouse",
      images: photoUrls(2),
    },
  ]);
  const created: string[] = [];
  try {
    await signIn(page, baseURL!);
    await page.goto(`/admin/properties?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("list", { name: "Properties" }).getByRole("listitem", { name: title });
    await card.getByRole("link", { name: `Duplicate ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Add New Property" })).toBeVisible();
    await formReady(page);
    await expect(page.getByRole("note")).toContainText(`A copy of ${title}, without its photos and private owner details.`);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Location")).toHaveValue("Bangsar South");
    await expect(page.getByLabel("For Sale")).toBeChecked();
    await expect(page.getByLabel("Price (Sale)")).toHaveValue("880,000");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Available");
    await expect(page.getByRole("list", { name: "Attached photos" })).toHaveCount(0);
    await page.locator("summary", { hasText: "Private" }).click();
    await expect(page.getByLabel("Owner Name")).toHaveValue("");
    await expect(page.getByLabel("Owner Contact")).toHaveValue("");
    await expect(page.getByLabel("Remarks")).toHaveValue("");
    // Nothing is stored until the agent adds it.
    expect(row(title)).toHaveLength(1);

    const copyTitle = `${title} Unit B`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(copyTitle);
    await page.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Property added successfully!" })).toBeVisible();
    const [copy] = row(copyTitle);
    created.push(String(copy!.id));
    expect(copy).toMatchObject({ location: "Bangsar South", price_sale: 880000, status: "Available", owner_name: "", owner_contact: "", remarks_hidden: "", images: "[]" });
    expect(row(title)[0]).toMatchObject({ owner_name: "Puan Rahimah", status: "Sold" });

    // From the edit page too.
    await page.goto(editPage(String(copy!.id)));
    await formReady(page);
    await page.getByRole("link", { name: "Duplicate", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Add New Property" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(copyTitle);
  } finally {
    deleteListings([original!.id, ...created]);
  }
});

test("the edit form with photos, a refused save and the leave question has no axe violations on a phone", async ({ page, baseURL }) => {
  const [listing] = insertListings([{ title: `E2E Axe Form ${stamp()}`, images: photoUrls(3) }]);
  try {
    await signIn(page, baseURL!);
    await page.goto(editPage(listing!.id));
    await formReady(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("");
    await page.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  } finally {
    deleteListings([listing!.id]);
  }
});
