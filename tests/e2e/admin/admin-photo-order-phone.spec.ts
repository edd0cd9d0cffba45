import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";
import { signIn, formReady, stamp, savedImages, formImages, editPage, photoUrls } from "./phone-form";

/** Issue 17: the photos' order in the property form on a 390 px phone (moved from admin-form-phone.spec.ts). */
test.use({ viewport: { width: 390, height: 844 } });

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
      await expect(page.getByRole("button", { name: "Set as cover: photo 1" })).toHaveCount(0);
      await page.getByRole("button", { name: "Set as cover: photo 4" }).click();
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

