import sharp from "sharp";
import { signInThroughForm } from "../auth";
import { expect, test, withServerDb } from "../fixtures";
import { fillPropertyForm } from "../property-form";
import { metaContent } from "../public-helpers";
import { twelveMegapixelPhoneJpeg } from "../../fixtures/photo-corpus";

/** What WhatsApp, Facebook and X read from the listing's page, and the image they fetch. */
async function preview(request: import("@playwright/test").APIRequestContext, slug: string) {
  const html = await (await request.get(`/listing/${slug}`)).text();
  const url = metaContent(html, "og:image")!;
  const image = await request.get(url);
  const body = await image.body();
  return {
    url,
    tags: ["og:image:width", "og:image:height", "twitter:card", "twitter:image"].map((k) => metaContent(html, k)),
    status: image.status(),
    type: image.headers()["content-type"],
    bytes: body.length,
    size: await sharp(body).metadata().then((m) => [m.width, m.height]),
  };
}

test("a listing's link preview is a 1200 × 630 JPEG under 300 KB of its cover, made when the photos change", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await signInThroughForm(page, "/admin/properties/new");
  const title = `Share Preview Residence ${Date.now()}`;
  await fillPropertyForm(page, {
    Title: title,
    "Property Type": "Condominium/Apartment/Flat",
    Location: "Mont Kiara",
    "For Sale": true,
    "Price (Sale)": "880000",
  });
  const twelveMp = await twelveMegapixelPhoneJpeg(7);
  const small = await sharp({ create: { width: 1000, height: 800, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer();
  await page.getByLabel("Choose photos").setInputFiles([
    { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: twelveMp },
    { name: "balcony.jpg", mimeType: "image/jpeg", buffer: small },
  ]);
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(2, { timeout: 120_000 });
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByText(/Property added successfully!/)).toBeVisible();
  const row = () =>
    withServerDb((db) => db.prepare("select id, slug, images from properties where title = ?").get(title) as { id: string; slug: string; images: string });
  const [cover, second] = JSON.parse(row().images) as string[];

  const first = await preview(request, row().slug);
  console.log(`share image of a ${(twelveMp.length / 1024).toFixed(0)} KB 12 MP photo: ${(first.bytes / 1024).toFixed(0)} KB, ${first.size.join(" × ")}`);
  expect(first.url).toBe(`${baseURL}${cover.replace(/\.jpg$/, "_share.jpg")}`);
  expect(first.tags).toEqual(["1200", "630", "summary_large_image", first.url]);
  expect(first.status).toBe(200);
  expect(first.type).toBe("image/jpeg");
  expect(first.size).toEqual([1200, 630]);
  expect(first.bytes).toBeLessThanOrEqual(300 * 1024);

  // The agent makes the other photo the cover: the preview follows it at once.
  await page.goto(`/admin/properties/${encodeURIComponent(row().id)}/edit`);
  await page.getByRole("button", { name: "Set as cover: photo 2" }).click();
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByText("Property updated successfully!")).toBeVisible();
  const after = await preview(request, row().slug);
  expect(after.url).toBe(`${baseURL}${second.replace(/\.jpg$/, "_share.jpg")}`);
  expect([after.status, after.size]).toEqual([200, [1200, 630]]);
});
