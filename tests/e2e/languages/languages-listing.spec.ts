import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { deleteListings, insertListings } from "../public-helpers";

/**
 * Issue 15, the listing's pages in Bahasa Malaysia and Chinese: the detail
 * page, its enquiry form, the WhatsApp message, the Sold notice, the
 * shortlist, the page script's texts and the language offer, and a listing's
 * own Malay title saved in the admin. What a visitor sees, in each language.
 */

const unique = () => `${Date.now().toString(36)}${test.info().workerIndex}`;
const PHOTOS = ["/images/property_images/lang-a.jpg", "/images/property_images/lang-b.jpg"];

/** A listing's own Malay and Chinese text, as the admin form saves it. */
function setOwnText(id: string, text: { title_ms?: string; title_zh?: string; description_ms?: string; description_zh?: string }) {
  withServerDb((db) => {
    for (const [column, value] of Object.entries(text)) db.prepare(`update properties set ${column} = ? where id = ?`).run(value, id);
  });
}

function whatsappText(href: string | null): string {
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe("https://wa.me/60123456789");
  return url.searchParams.get("text")!;
}

test("the detail page in Malay: its labels, its own Malay title and description, <html lang>, and WhatsApp asking in Malay with the id", async ({ page, baseURL }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Language Loft ${tag}`, images: PHOTOS, description: "<p>A bright loft.</p>" }]);
  setOwnText(listing.id, { title_ms: `Loteng Cerah ${tag}`, description_ms: "<p>Loteng yang terang.</p><script>alert(1)</script>" });
  try {
    await page.goto(`/ms/listing/${listing.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ms-MY");
    const main = page.getByRole("main");
    const h1 = main.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(`Loteng Cerah ${tag}`);
    // Its own Malay title: not marked as English.
    expect(await h1.getAttribute("lang")).toBeNull();
    await expect(page).toHaveTitle(new RegExp(`^Loteng Cerah ${tag} - RM 450,000`));
    await expect(main.getByText(`ID Hartanah: ${listing.display_id}`)).toBeVisible();
    // The listing's own deal badge, in its own article: a similar listing's card (another file's listing) may carry one too.
    await expect(main.locator("article").first().getByText("Untuk Dijual", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Penerangan" })).toBeVisible();
    await expect(main.getByText("Loteng yang terang.")).toBeVisible();
    await expect(main.getByText("A bright loft.")).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Hubungi Perunding" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Hantar Pertanyaan" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Anggaran ansuran bulanan" })).toBeVisible();
    await expect(main.getByText(/\/ bulan$/).first()).toBeVisible();

    // The gallery's alt text, from the server and then from the page script, in Malay.
    const photo = main.locator("[data-gallery-photo]");
    await expect(photo).toHaveAttribute("alt", `Loteng Cerah ${tag}, gambar 1 daripada 2`);
    await main.getByRole("button", { name: "Gambar seterusnya" }).click();
    await expect(photo).toHaveAttribute("alt", `Loteng Cerah ${tag}, gambar 2 daripada 2`);

    // WhatsApp asks in Malay and quotes the display id and the Malay page's link.
    const whatsapp = main.getByRole("complementary").getByRole("link", { name: "WhatsApp Sekarang" });
    const text = whatsappText(await whatsapp.getAttribute("href"));
    expect(text).toBe(
      `Hai, adakah hartanah ini masih tersedia? ID Hartanah: ${listing.display_id} - Loteng Cerah ${tag}\n${baseURL}/ms/listing/${listing.slug}`,
    );

    // Links stay in Malay; the enquiry form posts to the Malay enquiry page.
    await expect(main.locator("form[data-enquiry-form]")).toHaveAttribute("action", `/ms/listing/${listing.slug}/enquiry`);
    await expect(main.getByRole("navigation", { name: "Lagi hartanah" }).getByRole("link", { name: "Kembali ke Semua Hartanah" })).toHaveAttribute(
      "href",
      "/ms/",
    );

    // The English page is as it was.
    await page.goto(`/listing/${listing.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-MY");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Language Loft ${tag}`);
    await expect(page.getByRole("main").getByText(`Property ID: ${listing.display_id}`)).toBeVisible();
    await expect(page.getByRole("main").getByText("A bright loft.")).toBeVisible();
  } finally {
    deleteListings([listing.id]);
  }
});

test("the detail page in Chinese without its own Chinese title: the English title and description marked lang=en, labels and WhatsApp in Chinese", async ({ page }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Untranslated Villa ${tag}`, images: PHOTOS, description: "<p>Quiet street.</p>" }]);
  try {
    await page.goto(`/zh/listing/${listing.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-MY");
    const main = page.getByRole("main");
    const h1 = main.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(`Untranslated Villa ${tag}`);
    await expect(h1).toHaveAttribute("lang", "en");
    await expect(main.locator('[lang="en"]', { hasText: "Quiet street." })).toBeVisible();
    await expect(main.getByText(`房源编号： ${listing.display_id}`)).toBeVisible();
    await expect(main.getByRole("heading", { name: "房源描述" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "联系房产经纪" })).toBeVisible();
    await expect(main.locator("[data-gallery-photo]")).toHaveAttribute("alt", `Untranslated Villa ${tag}，第 1 张照片，共 2 张`);
    const text = whatsappText(await main.getByRole("complementary").getByRole("link", { name: "WhatsApp 咨询" }).getAttribute("href"));
    expect(text).toContain(`您好，请问这个房源还在吗？房源编号：${listing.display_id} - Untranslated Villa ${tag}`);
    expect(text).toContain(`/zh/listing/${listing.slug}`);
  } finally {
    deleteListings([listing.id]);
  }
});

test("the enquiry form in Malay: its messages in Malay, sent in place, the thank-you in Malay; the enquiry reaches the admin", async ({ page }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Enquiry Flat ${tag}` }]);
  setOwnText(listing.id, { title_ms: `Flat Pertanyaan ${tag}` });
  try {
    await page.goto(`/ms/listing/${listing.slug}`);
    const form = page.locator("#enquiry");
    await expect(form.getByText("Saya bersetuju butiran saya digunakan untuk menghubungi saya tentang hartanah ini.")).toBeVisible();
    // The form asks the server, not the browser: no English bubble on a Malay page (issue 29 item 5).
    await expect(page.locator("form[data-enquiry-form]")).toHaveAttribute("novalidate", "");
    await form.getByLabel("Nama anda").fill("Aminah");
    await form.getByLabel("Nombor telefon").fill("abc");
    await form.getByRole("button", { name: "Hantar Pertanyaan" }).click();
    await expect(page.locator("#enquiry").getByRole("alert")).toHaveText("Sila semak ruangan yang ditanda di bawah.");
    await expect(page.locator("#enquiry")).toContainText("Sila masukkan nombor telefon, contohnya 012-345 6789.");
    await expect(page.locator("#enquiry")).toContainText("Sila tandakan kotak ini supaya kami boleh menggunakan butiran anda untuk membalas.");
    // What was typed is kept.
    await expect(page.locator("#enquiry").getByLabel("Nama anda")).toHaveValue("Aminah");

    await page.locator("#enquiry").getByLabel("Nombor telefon").fill("012-345 6789");
    await page.locator("#enquiry").getByRole("checkbox").check();
    await page.locator("#enquiry").getByRole("button", { name: "Hantar Pertanyaan" }).click();
    await expect(page.getByRole("heading", { name: "Terima kasih, pertanyaan anda telah dihantar." })).toBeVisible();
    await expect(page.locator("#enquiry")).toContainText(`Perunding akan menghubungi anda tentang Flat Pertanyaan ${tag} (ID Hartanah ${listing.display_id}) tidak lama lagi.`);
    // Still on the listing.
    expect(new URL(page.url()).pathname).toBe(`/ms/listing/${listing.slug}`);
    const stored = withServerDb((db) => db.prepare("select name, listing_title from enquiries where property_id = ?").get(listing.id)) as
      | { name: string; listing_title: string }
      | undefined;
    // The admin reads the main title.
    expect(stored).toEqual({ name: "Aminah", listing_title: `Enquiry Flat ${tag}` });

    // Without JavaScript, the enquiry page itself is in Malay.
    await page.goto(`/ms/listing/${listing.slug}/enquiry?sent=1`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ms-MY");
    await expect(page.getByRole("link", { name: "Kembali ke hartanah" })).toHaveAttribute("href", `/ms/listing/${listing.slug}`);
  } finally {
    withServerDb((db) => db.prepare("delete from enquiries where property_id = ?").run(listing.id));
    deleteListings([listing.id]);
  }
});

test("a Sold listing in Chinese says so first, and WhatsApp asks for similar units in Chinese with the id", async ({ page }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Sold Terrace ${tag}`, status: "Sold" }]);
  setOwnText(listing.id, { title_zh: `已售排屋 ${tag}` });
  try {
    await page.goto(`/zh/listing/${listing.slug}`);
    const notice = page.getByRole("main").getByRole("status");
    await expect(notice).toContainText("此房源已售出。");
    await expect(notice).toContainText("可向顾问询问类似单位，或查看下方的类似房源。");
    const text = whatsappText(await page.getByRole("complementary").getByRole("link", { name: "WhatsApp 咨询" }).getAttribute("href"));
    expect(text).toContain(`您好，我看到房源编号 ${listing.display_id}（已售排屋 ${tag}）已售出。请问还有类似的单位吗？`);
  } finally {
    deleteListings([listing.id]);
  }
});

test("the shortlist in Malay: the cards with their Malay titles, the count, WhatsApp my shortlist in Malay with each id and Malay link", async ({ page, baseURL }) => {
  const tag = unique();
  const listings = insertListings([{ title: `Saved One ${tag}` }, { title: `Saved Two ${tag}` }]);
  setOwnText(listings[0].id, { title_ms: `Simpanan Satu ${tag}` });
  try {
    await page.goto("/ms/shortlist");
    await page.evaluate((saved) => localStorage.setItem("shortlist", JSON.stringify(saved)), listings.map((l) => ({ id: l.display_id, title: l.title })));
    await page.reload();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Senarai pilihan anda");
    await expect(main.getByText("2 hartanah disimpan")).toBeVisible();
    await expect(main.getByRole("heading", { name: `Simpanan Satu ${tag}` })).toBeVisible();
    // No Malay title: the English one, marked as English.
    await expect(main.getByRole("heading", { name: `Saved Two ${tag}` })).toHaveAttribute("lang", "en");
    const text = whatsappText(await main.getByRole("link", { name: "WhatsApp senarai pilihan saya" }).getAttribute("href"));
    expect(text).toContain("Hai, saya berminat dengan hartanah ini dari senarai pilihan saya:");
    expect(text).toContain(`ID Hartanah ${listings[0].display_id} - Simpanan Satu ${tag}\n${baseURL}/ms/listing/${listings[0].slug}`);
    expect(text).toContain(`ID Hartanah ${listings[1].display_id} - Saved Two ${tag}\n${baseURL}/ms/listing/${listings[1].slug}`);
    // The hearts' names are in Malay too.
    await expect(main.getByRole("button", { name: `Simpan hartanah ID ${listings[0].display_id} ke senarai pilihan` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  } finally {
    deleteListings(listings.map((l) => l.id));
  }
});

test("the page offers the browser's language without redirecting, and not the page's own", async ({ browser }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Offer Condo ${tag}` }]);
  const context = await browser.newContext({ locale: "zh-CN" });
  try {
    const page = await context.newPage();
    await page.goto(`/listing/${listing.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/listing/${listing.slug}`);
    const offer = page.locator('[data-lang-suggest="zh"]');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link")).toHaveAttribute("href", `/zh/listing/${listing.slug}`);
    await expect(page.locator('[data-lang-suggest="ms"]')).toBeHidden();
    // "No, thanks" (in the offered language) keeps English, and the offer does not come back.
    await offer.getByRole("button", { name: "不用了" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(offer).toBeHidden();
    // On the Chinese page there is nothing to offer.
    await page.goto(`/zh/listing/${listing.slug}`);
    await expect(page.locator("[data-lang-suggest]:visible")).toHaveCount(0);
    // The page script's texts come from the page, in its language.
    const pageText = JSON.parse((await page.locator("#page-text").textContent())!);
    expect(pageText.lang).toBe("zh");
    expect(pageText.text.loading).toBe("加载中...");
  } finally {
    await context.close();
    deleteListings([listing.id]);
  }
});

test("the admin saves a Malay title: the row has it and the Malay page shows it", async ({ page, context, baseURL }) => {
  const tag = unique();
  const [listing] = insertListings([{ title: `Admin Title ${tag}` }]);
  try {
    await signInFast(context, baseURL!);
    await page.goto(`/admin/properties/${listing.id}/edit`);
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    // The listing's own translations: folded while empty.
    await expect(page.getByRole("textbox", { name: "Tajuk (Bahasa Malaysia)" })).toBeHidden();
    await page.locator("details summary", { hasText: "Translations" }).click();
    await expect(page.getByRole("toolbar", { name: "Styles: Penerangan (Bahasa Malaysia)" })).toBeVisible();
    await page.getByRole("textbox", { name: "Tajuk (Bahasa Malaysia)" }).fill(`Tajuk Admin ${tag}`);
    await page.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
    const row = withServerDb((db) => db.prepare("select title, title_ms, title_zh from properties where id = ?").get(listing.id));
    expect(row).toEqual({ title: `Admin Title ${tag}`, title_ms: `Tajuk Admin ${tag}`, title_zh: "" });
    // Written in: the section opens by itself next time.
    await page.goto(`/admin/properties/${listing.id}/edit`);
    await expect(page.getByRole("textbox", { name: "Tajuk (Bahasa Malaysia)" })).toHaveValue(`Tajuk Admin ${tag}`);
    await page.goto(`/ms/listing/${listing.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tajuk Admin ${tag}`);
    await page.goto(`/listing/${listing.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Admin Title ${tag}`);
  } finally {
    deleteListings([listing.id]);
  }
});

test("an empty enquiry on a Chinese page answers in Chinese, from the server, not in the browser's English bubbles", async ({ page }) => {
  const [listing] = insertListings([{ title: `Empty Enquiry Flat ${unique()}` }]);
  try {
    await page.goto(`/zh/listing/${listing.slug}`);
    const section = page.locator("#enquiry");
    await section.getByRole("button", { name: "发送询问" }).click();
    for (const message of ["请输入您的姓名。", "请输入您的电话号码。", "请勾选此框，以便我们使用您的资料回复您。"]) {
      await expect(page.locator("#enquiry").getByText(message)).toBeVisible();
    }
    // Nothing was held back by the browser: every field is marked by the server's answer.
    await expect(page.locator("#enquiry").locator("[aria-invalid=true]")).toHaveCount(3);
  } finally {
    deleteListings([listing.id]);
  }
});
