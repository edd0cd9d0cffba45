import { sink } from "./sink-env";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";
import { hotMeasures } from "~/leads/hot-leads";
import { notifyHotLeads } from "~/leads/hot-leads.server";
import { sendPass } from "~/leads/notify/worker.server";
import { loader as statisticsLoader } from "~/routes/admin/statistics";
import { loader as settingsLoader } from "~/routes/admin/settings";
import { action as notificationsAction } from "~/routes/admin/settings-notifications";

afterAll(() => sink.close());

const today = malaysiaToday();

/** Seeds a listing's stats rows: `before` views and taps on each of the 7 days before today, `now` today. */
async function seed(propertyId: string, before: [number, number], now: [number, number]) {
  const rows = Array.from({ length: 7 }, (_, i) => ({ property_id: propertyId, day: addDays(today, -(i + 1)), views: before[0], whatsapp_taps: before[1] }));
  await getDb()
    .insertInto("listing_daily_stats")
    .values([...rows, { property_id: propertyId, day: today, views: now[0], whatsapp_taps: now[1] }])
    .execute();
}

describe("hot leads (issue 32 item 4)", () => {
  it("a jump is three times the 7-day average and at least the floor: 1 → 3 views is not hot", () => {
    const figures = (today: [number, number], before: [number, number]) => ({
      today: { views: today[0], whatsapp_taps: today[1] },
      before: { views: before[0] * 7, whatsapp_taps: before[1] * 7 },
    });
    expect(hotMeasures(figures([3, 0], [1, 0]))).toEqual([]);
    expect(hotMeasures(figures([12, 0], [2, 0]))).toEqual(["views"]);
    expect(hotMeasures(figures([29, 0], [10, 0]))).toEqual([]);
    expect(hotMeasures(figures([30, 0], [10, 0]))).toEqual(["views"]);
    expect(hotMeasures(figures([5, 3], [5, 0]))).toEqual(["whatsapp_taps"]);
    expect(hotMeasures(figures([5, 2], [5, 0]))).toEqual([]);
  });

  it("the statistics page marks the listing that jumped, and the agent who chose it is told once that day by e-mail", async () => {
    const jumped = await createTestProperty({ title: "Desa ParkCity Semi-D" });
    const steady = await createTestProperty({ title: "Cheras Apartment" });
    const quiet = await createTestProperty({ title: "Kajang Terrace" });
    await seed(jumped.id, [2, 0], [14, 1]);
    await seed(steady.id, [10, 1], [25, 2]);
    await seed(quiet.id, [1, 0], [3, 0]);
    const cookie = await adminCookie();

    const page = (await statisticsLoader(args(get("/admin/statistics?days=7", cookie)))) as Awaited<ReturnType<typeof statisticsLoader>>;
    expect(page.hot.map((h) => h.title)).toEqual(["Desa ParkCity Semi-D"]);
    expect(page.hot[0]!.reason).toBe("Views 14 today (7-day average 2.0)");

    // Off until the agent turns it on: nothing written.
    expect(await notifyHotLeads()).toEqual([]);
    expect(await getDb().selectFrom("notification_outbox").selectAll().where("kind", "=", "hot").execute()).toHaveLength(0);

    const saved = (await notificationsAction(args(post("/admin/settings/notifications", { intent: "hot-leads", hot_leads: "on" }, cookie)))) as Response;
    expect(saved.status).toBe(302);
    const settings = (await settingsLoader(args(get("/admin/settings", cookie)))) as Awaited<ReturnType<typeof settingsLoader>>;
    expect(settings.notifications.hotLeads).toBe(true);

    sink.received.length = 0;
    expect(await notifyHotLeads()).toEqual([jumped.id]);
    // Checked again the same day (this instance or another): not told twice.
    expect(await notifyHotLeads()).toEqual([]);
    expect(await sendPass("test-worker")).toBe(1);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.subject).toBe(`Hot listing: Property ID ${jumped.display_id} is getting attention today`);
    expect(mail.text).toContain("Views 14 today (7-day average 2.0)");
    expect(mail.text).toContain(`https://listings.example.my/admin/statistics?days=7&listing=${jumped.id}`);

    // The next day it may be told again, if it is still hot then.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await getDb().insertInto("listing_daily_stats").values({ property_id: jumped.id, day: malaysiaToday(tomorrow), views: 40, whatsapp_taps: 0 }).execute();
    expect(await notifyHotLeads(tomorrow)).toEqual([jumped.id]);

    // Turned off: nothing more.
    await notificationsAction(args(post("/admin/settings/notifications", { intent: "hot-leads" }, cookie)));
    await getDb().deleteFrom("hot_lead_notices").execute();
    expect(await notifyHotLeads()).toEqual([]);
  });
});
