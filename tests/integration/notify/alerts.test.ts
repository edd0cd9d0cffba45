import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { args, get, post, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as subscribe } from "~/routes/alerts/subscribe";
import { action as confirmAction, loader as confirmLoader } from "~/routes/alerts/confirm";
import { action as unsubscribePost, loader as unsubscribeGet } from "~/routes/alerts/unsubscribe";
import { queueDigests, scanAlerts, SCAN_LAG_MS } from "~/leads/alerts/scan.server";
import { followerCounts } from "~/leads/alerts/subscriptions.server";
import { sendPass } from "~/leads/notify/worker.server";

afterAll(() => sink.close());

let ip = 0;
async function signUp(path: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, `203.0.113.${++ip}`);
  return unwrap<{ ok: boolean; error?: string; email?: string }>(await subscribe(args(post(path, { consent: "yes", ...fields }), {}, context)));
}

const tokenIn = (text: string, kind: "confirm" | "unsubscribe") => new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]+)`).exec(text)![1]!;
const later = (ms: number) => new Date(Date.now() + ms);
// A scan reads up to SCAN_LAG_MS before its moment: the scans below are that much later than what they must see.

describe("alerts without an account (issue 32 item 3)", () => {
  it("double opt-in: only the confirmation is sent before the link; then one digest a day with the matching listings only; unsubscribe in one click", async () => {
    await getDb().deleteFrom("alert_scan").execute();
    await scanAlerts(); // the scan's starting point: listings before it are not news
    sink.received.length = 0;

    const refused = await signUp("/ms/alerts", { email: "not an address", from: "/ms/location/mont-kiara?deal=sale" });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, error: "alerts.error.email" } });
    const noConsent = await signUp("/alerts", { email: "aina@example.my", consent: "", from: "/location/mont-kiara" });
    expect(noConsent.data.error).toBe("alerts.error.consent");

    const sent = await signUp("/ms/alerts", { email: "Aina@Example.my", from: "/ms/location/mont-kiara?sort=price_asc&deal=sale&page=2" });
    expect(sent).toMatchObject({ status: 200, data: { ok: true, email: "aina@example.my" } });
    const [sub] = await getDb().selectFrom("alert_subscriptions").selectAll().execute();
    expect(sub).toMatchObject({ email: "aina@example.my", lang: "ms", path: "/location/mont-kiara", filters: "deal=sale", confirmed_at: null });

    // Unconfirmed: a matching listing is not collected.
    await createTestProperty({ title: "Before confirming", location: "Mont Kiara" }, { now: later(1000).toISOString() });
    await scanAlerts(later(2000 + SCAN_LAG_MS));
    expect(await sendPass("w")).toBe(1);
    expect(sink.received).toHaveLength(1);
    const confirmation = sink.received[0]!;
    expect(confirmation.to?.[0]?.address).toBe("aina@example.my");
    expect(confirmation.subject).toBe("Sahkan makluman hartanah anda");
    const token = tokenIn(confirmation.text!, "confirm");
    expect(confirmation.text).toContain(`https://listings.example.my/ms/alerts/confirm/${token}`);
    expect(await getDb().selectFrom("alert_events").selectAll().execute()).toHaveLength(0);

    // The link's GET changes nothing (a mail scanner may open it); the button confirms.
    const page = unwrap<{ confirmed: boolean; about: string }>(await confirmLoader(args(get(`/ms/alerts/confirm/${token}`), { token })));
    expect(page.data).toMatchObject({ confirmed: false, about: "Mont Kiara · deal: sale" });
    unwrap(await confirmAction(args(post(`/ms/alerts/confirm/${token}`, {}), { token })));
    expect((await getDb().selectFrom("alert_subscriptions").select("confirmed_at").executeTakeFirstOrThrow()).confirmed_at).not.toBeNull();

    const match = await createTestProperty({ title: "Kondo Mont Kiara", location: "Mont Kiara", price_sale: 880_000, images: ["/images/property_images/cover.jpg"] }, { now: later(60_000).toISOString() });
    await createTestProperty({ title: "Cheras Flat", location: "Cheras" }, { now: later(61_000).toISOString() });
    await createTestProperty({ title: "Mont Kiara for rent", location: "Mont Kiara", listing_type: ["rent"], price_sale: null, price_rent: 4000 }, { now: later(62_000).toISOString() });
    expect(await scanAlerts(later(120_000 + SCAN_LAG_MS))).toBe(1);
    // Scanned again (a restart, another instance): nothing filed twice.
    await getDb().updateTable("alert_scan").set({ scanned_until: later(2000).toISOString() }).execute();
    expect(await scanAlerts(later(120_000 + SCAN_LAG_MS))).toBe(0);

    expect(await queueDigests(later(130_000))).toBe(1);
    expect(await queueDigests(later(131_000))).toBe(0);
    sink.received.length = 0;
    expect(await sendPass("w")).toBe(1);
    expect(sink.received).toHaveLength(1);
    const digest = sink.received[0]!;
    expect(digest.subject).toBe("1 hartanah untuk anda: Mont Kiara · deal: sale");
    expect(digest.text).toContain("Iklan baharu: Kondo Mont Kiara");
    expect(digest.text).toContain("RM 880,000");
    expect(digest.text).toContain(`https://listings.example.my/ms/listing/${match.slug}`);
    expect(digest.text).not.toContain("Cheras");
    expect(digest.html).toContain('src="https://listings.example.my/images/property_images/cover.jpg"');
    const unsubscribeUrl = `https://listings.example.my/ms/alerts/unsubscribe/${sub!.token}`;
    const header = (name: string) => digest.headers.find((h) => h.key === name)?.value;
    expect(header("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(digest.text).toContain(unsubscribeUrl);

    // A price cut an hour later waits for the next day's digest.
    await getDb().updateTable("properties").set({ price_sale: 820_000, price_sale_before: 880_000, price_reduced_at: later(3_600_000).toISOString() }).where("id", "=", match.id).execute();
    expect(await scanAlerts(later(3_700_000 + SCAN_LAG_MS))).toBe(1);
    expect(await queueDigests(later(3_800_000))).toBe(0);
    expect(await queueDigests(later(25 * 3_600_000))).toBe(1);
    sink.received.length = 0;
    await sendPass("w");
    expect(sink.received.map((m) => m.subject)).toEqual(["1 hartanah untuk anda: Mont Kiara · deal: sale"]);
    expect(sink.received[0]!.text).toContain("Harga turun: Kondo Mont Kiara");

    expect(await followerCounts()).toEqual([{ path: "/location/mont-kiara", filters: "deal=sale", listing: null, followers: 1, pending: 0 }]);

    // RFC 8058: the mail program's POST unsubscribes; the address is gone.
    const body = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
    const request = new Request(unsubscribeUrl, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(unwrap(await unsubscribePost(args(request, { token: sub!.token }))).data).toEqual({ done: true });
    expect(await getDb().selectFrom("alert_subscriptions").selectAll().execute()).toHaveLength(0);
    expect(await getDb().selectFrom("alert_events").selectAll().execute()).toHaveLength(0);
  });

  it("the e-mail's unsubscribe link works with one GET, and a second click says the link is no longer valid", async () => {
    await signUp("/zh/alerts", { email: "wei@example.my", from: "/zh/search?q=Bangsar" });
    const sub = await getDb().selectFrom("alert_subscriptions").selectAll().where("email", "=", "wei@example.my").executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ lang: "zh", path: "/search", filters: "q=Bangsar" });
    const token = sub.token;
    expect(unwrap(await unsubscribeGet(args(get(`/zh/alerts/unsubscribe/${token}`), { token }))).data).toEqual({ done: true });
    expect(unwrap(await unsubscribeGet(args(get(`/zh/alerts/unsubscribe/${token}`), { token }))).data).toEqual({ done: false });
  });

  it("a heart follows one listing's price: told of a price cut, not of anything else", async () => {
    await getDb().deleteFrom("alert_scan").execute();
    await scanAlerts();
    const listing = await createTestProperty({ title: "Bangsar Semi-D", location: "Bangsar", price_sale: 2_500_000 });
    const sent = await signUp("/alerts", { email: "lim@example.my", property: listing.slug });
    expect(sent.data.ok).toBe(true);
    const sub = await getDb().selectFrom("alert_subscriptions").selectAll().where("email", "=", "lim@example.my").executeTakeFirstOrThrow();
    expect(sub.property_id).toBe(listing.id);
    await confirmAction(args(post(`/alerts/confirm/${sub.token}`, {}), { token: sub.token }));
    await createTestProperty({ title: "Another Bangsar house", location: "Bangsar" }, { now: later(1000).toISOString() });
    expect(await scanAlerts(later(5000 + SCAN_LAG_MS))).toBe(0);
    await getDb().updateTable("properties").set({ price_sale: 2_300_000, price_sale_before: 2_500_000, price_reduced_at: later(10_000).toISOString() }).where("id", "=", listing.id).execute();
    expect(await scanAlerts(later(20_000 + SCAN_LAG_MS))).toBe(1);
    expect(await queueDigests(later(30_000))).toBe(1);
    sink.received.length = 0;
    await sendPass("w");
    const mail = sink.received.find((m) => m.to?.[0]?.address === "lim@example.my")!;
    expect(mail.subject).toBe("Price reduced: Bangsar Semi-D, now RM 2,300,000");
    expect(mail.text).toContain("Price reduced: Bangsar Semi-D");
    expect(mail.text).toContain("Was RM 2,500,000, now RM 2,300,000");
  });
});
