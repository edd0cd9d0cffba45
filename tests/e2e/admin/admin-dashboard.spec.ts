import { signInFast } from "../auth";
import { expect, test, withServerDb } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";

const stamp = () => `${Date.now()}${test.info().workerIndex}`;

/** Today in Malaysia ('YYYY-MM-DD'), as the statistics are counted. */
const malaysiaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test("the dashboard counts what needs doing and each count opens the listings to fix", async ({ page, context, baseURL }) => {
  const title = `E2E Dashboard Terrace ${stamp()}`;
  const [listing] = insertListings([{ title, images: [], description: "" }]);
  const expired = `${title} Expired`;
  const [old] = insertListings([{ title: expired, images: ["/images/property_images/x.jpg"], description: "<p>Corner lot.</p>" }]);
  withServerDb((db) => {
    db.prepare("update properties set authorised_until = '2020-01-31' where id = ?").run(old!.id);
    db.prepare("insert into listing_daily_stats (property_id, day, views, whatsapp_taps) values (?, ?, 7, 3)").run(listing!.id, malaysiaToday());
  });
  try {
    await signInFast(context, baseURL!);
    await page.goto("/admin");
    // The spec's tiles stay.
    for (const tile of ["Manage Properties", "Manage Locations", "Manage Project Names"]) {
      await expect(page.getByRole("link", { name: new RegExp(tile) })).toBeVisible();
    }
    // This week's figures are every listing's: other tests count views too, so read them as the page did.
    const weekViews = () =>
      withServerDb((db) => (db.prepare("select coalesce(sum(views), 0) as n from listing_daily_stats where day >= ?").get(new Date(Date.now() - 6 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)) as { n: number }).n);
    await expect
      .poll(async () => {
        await page.reload();
        return Number((await page.locator('[data-week="views"]').textContent())!.replace(/,/g, "")) === weekViews();
      })
      .toBe(true);
    expect(weekViews()).toBeGreaterThanOrEqual(7);

    const toDo = page.getByRole("region", { name: "To do" });
    await toDo.getByRole("link", { name: /listings? without photos$/ }).click();
    await expect(page).toHaveURL(/needs=photos/);
    await expect(page.getByText(/^Without photos: \d+ listings?$/)).toBeVisible();
    // The search follows typing, keeps the filter and the focus; no Enter.
    const search = page.getByRole("searchbox", { name: "Search properties" });
    await search.click();
    await search.pressSequentially(title, { delay: 20 });
    const params = () => new URL(page.url()).searchParams;
    await expect.poll(() => params().get("q")).toBe(title);
    expect(params().get("needs")).toBe("photos");
    await expect(search).toBeFocused();
    await expect(page.getByRole("link", { name: `Edit ${title}` }).first()).toBeAttached();
    await expect(page.getByText(expired)).toHaveCount(0);

    await page.goto("/admin");
    await toDo.getByRole("link", { name: /authorisation expired$/ }).click();
    await expect(page.getByText(/^Authorisation expired: \d+ listings?$/)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search properties" }).fill(expired);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/needs=authorisation-ended/);
    await expect(page.getByRole("link", { name: `Edit ${expired}` }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: `Edit ${title}`, exact: true })).toHaveCount(0);

    await page.goto("/admin");
    await page.getByRole("region", { name: "To do" }).getByRole("link", { name: /enquir/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?show=new$/);

    await page.goto("/admin");
    await page.getByRole("region", { name: "To do" }).getByRole("link", { name: /viewing requests? to answer$/ }).click();
    await expect(page).toHaveURL(/\/admin\/viewings$/);

    await page.goto("/admin");
    const latest = page.getByRole("region", { name: "Latest changes" }).getByRole("link").first();
    await expect(latest).toHaveAttribute("href", /^\/admin\/properties\/.+\/edit$/);
  } finally {
    withServerDb((db) => db.prepare("delete from listing_daily_stats where property_id = ?").run(listing!.id));
    deleteListings([listing!.id, old!.id]);
  }
});

test("with JavaScript off, the Property Manager's search still submits with Enter", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const title = `E2E No Script Semi-D ${stamp()}`;
  const [listing] = insertListings([{ title }]);
  try {
    await signInFast(context, baseURL!);
    const page = await context.newPage();
    await page.goto("/admin/properties");
    await page.getByRole("searchbox", { name: "Search properties" }).fill(title);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=E2E\+No\+Script/);
    await expect(page.getByRole("link", { name: `Edit ${title}` }).first()).toBeAttached();
  } finally {
    deleteListings([listing!.id]);
    await context.close();
  }
});
