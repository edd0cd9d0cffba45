import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty, propertyInput } from "../../factories";
import { args, post, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { createProperty, updateListingFlags, updateProperty } from "~/properties/repository.server";
import type { PropertyInput } from "~/properties/model/table";
import { action as subscribe } from "~/routes/alerts/subscribe";
import { action as confirmAction } from "~/routes/alerts/confirm";
import { queueDigests, scanAlerts, SCAN_LAG_MS } from "~/leads/alerts/scan.server";
import { sendPass } from "~/leads/notify/worker.server";

afterAll(() => sink.close());

const VISITOR = "hafiz@example.my";
const later = (ms: number) => new Date(Date.now() + ms);
const toVisitor = () => sink.received.filter((m) => m.to?.[0]?.address === VISITOR);

/** The agent's save from the form: every field as it was, with `change`, at `now`. */
async function save(id: string, input: PropertyInput, change: Partial<PropertyInput>, now: Date) {
  const { version } = await getDb().selectFrom("properties").select("version").where("id", "=", id).executeTakeFirstOrThrow();
  const { images: _, ...fields } = { ...input, ...change };
  const result = await updateProperty(getDb(), id, Number(version), fields, (kept) => kept, { now: now.toISOString() });
  expect(result.outcome).toBe("updated");
}

/** Everything the scan and the digests would send by `moment` (a scan reads up to SCAN_LAG_MS before its own). */
async function sendAllBy(moment: Date): Promise<void> {
  await scanAlerts(new Date(moment.getTime() + SCAN_LAG_MS));
  await queueDigests(moment);
  while ((await sendPass("w")) > 0);
}

describe("a listing is new to alerts once (decision 070)", () => {
  it("an old listing edited is not news; a new matching one is, once; one back on the market after Sold is again", async () => {
    await getDb().deleteFrom("alert_scan").execute();
    await scanAlerts(); // the scan's starting point
    const input = propertyInput({ title: "Kepong Terrace Old", location: "Kepong" });
    const { id: old } = await createProperty(getDb(), input);

    const context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.70");
    const sent = unwrap<{ ok: boolean }>(await subscribe(args(post("/alerts", { email: VISITOR, consent: "yes", from: "/location/kepong" }), {}, context)));
    expect(sent.data.ok).toBe(true);
    await sendPass("w");
    expect(toVisitor()).toHaveLength(1);
    const token = /\/alerts\/confirm\/([A-Za-z0-9_-]+)/.exec(toVisitor()[0]!.text!)![1]!;
    unwrap(await confirmAction(args(post(`/alerts/confirm/${token}`, {}), { token })));

    // The agent corrects the old listing's description and features it: both move date_status, neither is news.
    await save(old, input, { description: "<p>Renovated kitchen, near MRT Kepong Baru.</p>" }, later(60_000));
    expect(await updateListingFlags(getDb(), [old], { is_featured: true })).toBe(1);
    await sendAllBy(later(120_000));
    expect(await getDb().selectFrom("alert_events").selectAll().execute()).toEqual([]);
    expect(toVisitor()).toHaveLength(1);

    // A new listing the page shows: one message, naming it only.
    await createTestProperty({ title: "Kepong Condo New", location: "Kepong", price_sale: 610_000 }, { now: later(180_000).toISOString() });
    await sendAllBy(later(240_000));
    expect(toVisitor()).toHaveLength(2);
    const digest = toVisitor()[1]!;
    expect(digest.subject).toBe("1 property for you: Kepong");
    expect(digest.text).toContain("New listing: Kepong Condo New");
    expect(digest.text).toContain("RM 610,000");
    expect(digest.text).not.toContain("Kepong Terrace Old");

    // Edited again the next day: still nothing.
    await save(old, input, { description: "<p>Freehold, 22 x 70.</p>" }, later(25 * 3_600_000));
    await sendAllBy(later(26 * 3_600_000));
    expect(toVisitor()).toHaveLength(2);

    // Sold, then back on the market: new again (a buyer could not act on it while it was sold).
    await save(old, input, { status: "Sold" }, later(27 * 3_600_000));
    await save(old, input, { status: "Available" }, later(28 * 3_600_000));
    await sendAllBy(later(29 * 3_600_000));
    expect(toVisitor()).toHaveLength(3);
    expect(toVisitor()[2]!.text).toContain("New listing: Kepong Terrace Old");
  });
});
