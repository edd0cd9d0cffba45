import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { propertyInput } from "../../factories";
import { args, get, post, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { createProperty, updateProperty } from "~/properties/repository.server";
import type { PropertyInput } from "~/properties/model/table";
import { action as subscribe } from "~/routes/alerts/subscribe";
import { action as confirmAction, loader as confirmLoader } from "~/routes/alerts/confirm";
import { loader as unsubscribeGet } from "~/routes/alerts/unsubscribe";
import { queueDigests, scanAlerts, SCAN_LAG_MS } from "~/leads/alerts/scan.server";
import { followerCounts } from "~/leads/alerts/subscriptions.server";
import { sendPass } from "~/leads/notify/worker.server";

afterAll(() => sink.close());

const VISITOR = "mei.ling@example.my";
const DAY = 24 * 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);
const toVisitor = () => sink.received.filter((m) => m.to?.[0]?.address === VISITOR);

/** The agent's save from the form, through the repository's update: every field as it was, with `change`, at `now`. */
async function save(id: string, input: PropertyInput, change: Partial<PropertyInput>, now: Date) {
  const { version } = await getDb().selectFrom("properties").select("version").where("id", "=", id).executeTakeFirstOrThrow();
  const { images: _, ...fields } = { ...input, ...change };
  expect((await updateProperty(getDb(), id, Number(version), fields, (kept) => kept, { now: now.toISOString() })).outcome).toBe("updated");
}

/** Everything the scan and the digests would have sent by `moment` (a scan reads up to SCAN_LAG_MS before its own). */
async function sendAllBy(moment: Date): Promise<void> {
  await scanAlerts(new Date(moment.getTime() + SCAN_LAG_MS));
  await queueDigests(moment);
  while ((await sendPass("w")) > 0);
}

describe("a heart follows a listing's price (issue 32 item 3)", () => {
  it("double opt-in in Malay; a raise and a new description send nothing; a cut sends one e-mail with the old and new price; unsubscribe in one click", async () => {
    await getDb().deleteFrom("alert_scan").execute();
    await scanAlerts(); // the scan's starting point
    const input = propertyInput({ title: "Setia Alam Link House", title_ms: "Rumah Teres Setia Alam", location: "Setia Alam", price_sale: 650_000, images: ["/images/property_images/setia.jpg"] });
    const { id, slug } = await createProperty(getDb(), input);
    let current = input;

    const context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.80");
    const sent = unwrap<{ ok: boolean }>(await subscribe(args(post("/ms/alerts", { email: VISITOR, consent: "yes", property: slug }), {}, context)));
    expect(sent.data.ok).toBe(true);
    await sendPass("w");
    expect(toVisitor().map((m) => m.subject)).toEqual(["Sahkan makluman hartanah anda"]);
    expect(toVisitor()[0]!.text).toContain("harga Rumah Teres Setia Alam");
    const token = /\/ms\/alerts\/confirm\/([A-Za-z0-9_-]+)/.exec(toVisitor()[0]!.text!)![1]!;
    const shown = unwrap<{ about: string }>(await confirmLoader(args(get(`/ms/alerts/confirm/${token}`), { token })));
    expect(shown.data.about).toBe("harga Rumah Teres Setia Alam");
    unwrap(await confirmAction(args(post(`/ms/alerts/confirm/${token}`, {}), { token })));
    expect(await followerCounts()).toEqual([{ path: `/listing/${slug}`, filters: "", listing: "Setia Alam Link House", followers: 1, pending: 0 }]);

    // Raised, then its description edited: no e-mail.
    current = { ...current, price_sale: 680_000 };
    await save(id, input, current, later(60_000));
    current = { ...current, description: "<p>Corner lot, extended kitchen.</p>" };
    await save(id, input, current, later(120_000));
    await sendAllBy(later(180_000));
    expect(toVisitor()).toHaveLength(1);

    // Reduced: one e-mail, in Malay, naming the new price and the one it replaces, with photo, link and unsubscribe.
    current = { ...current, price_sale: 620_000 };
    await save(id, input, current, later(240_000));
    await sendAllBy(later(300_000));
    expect(toVisitor()).toHaveLength(2);
    const mail = toVisitor()[1]!;
    expect(mail.subject).toBe("Harga turun: Rumah Teres Setia Alam, kini RM 620,000");
    expect(mail.text).toContain("Asal RM 680,000, kini RM 620,000");
    expect(mail.text).toContain(`https://listings.example.my/ms/listing/${slug}`);
    expect(mail.html).toContain('src="https://listings.example.my/images/property_images/setia.jpg"');
    // One token for the link that confirmed and the one that unsubscribes; the mail program's button too (RFC 8058).
    const unsubscribe = `https://listings.example.my/ms/alerts/unsubscribe/${token}`;
    expect(mail.text).toContain(unsubscribe);
    expect(mail.headers.find((h) => h.key === "list-unsubscribe")?.value).toBe(`<${unsubscribe}>`);

    // Edited again the next day (the cut still shows on the page): still only that one e-mail.
    current = { ...current, description: "<p>Corner lot, near the new LRT3 station.</p>" };
    await save(id, input, current, later(DAY + 60_000));
    await sendAllBy(later(DAY + 120_000));
    expect(toVisitor()).toHaveLength(2);

    // The e-mail's link, one GET: unsubscribed, the address deleted.
    expect(unwrap(await unsubscribeGet(args(get(unsubscribe), { token }))).data).toEqual({ done: true });
    expect(await getDb().selectFrom("alert_subscriptions").select("email").where("email", "=", VISITOR).execute()).toEqual([]);
  });
});
