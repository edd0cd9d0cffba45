import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { startPushEndpoint } from "../../support/push-endpoint";
import { createTestProperty } from "../../factories";
import { adminCookie, args, expectLoginRedirect, get, post, settle, unwrap } from "../admin-helpers";
import { action as pushAction } from "~/routes/admin/settings-notifications";
import { loader as manifestLoader } from "~/routes/installable/admin-manifest";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as enquire } from "~/routes/listing-enquiry";
import { vapidKeys } from "~/leads/notify/vapid.server";
import { sendPass } from "~/leads/notify/worker.server";
import { action as requestViewing } from "~/routes/viewings/request";
import { currentFreeSlots } from "~/leads/viewings/requests.server";
import { cancelViewing } from "~/leads/viewings/cancel.server";
import { cancelToken } from "~/leads/viewings/cancel-link.server";
import { slotWhen } from "~/leads/viewings/slot-text";

const phone = await startPushEndpoint();
afterAll(async () => {
  await phone.close();
  await sink.close();
});

let ip = 0;
async function sendEnquiry(name: string) {
  const p = await createTestProperty({ title: `Listing for ${name}` });
  const context = new RouterContextProvider();
  context.set(clientIpContext, `203.0.113.${++ip}`);
  const fields = { name, phone: "012-777 8888", message: "Is parking included?", consent: "yes", website: "" };
  const answer = (await settle(() => enquire(args(post(`/listing/${p.slug}/enquiry`, fields), { id: p.slug }, context)))) as Response;
  expect(answer.status).toBe(303);
  const enquiry = await getDb().selectFrom("enquiries").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return { property: p, enquiryId: enquiry.id };
}

describe("Web Push to the agent's phone (issue 32 item 1)", () => {
  it("the admin is an installable app scoped to /admin, named after the agency", async () => {
    const response = (await manifestLoader(args(get("/admin/manifest.webmanifest")))) as Response;
    expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin/enquiries", display: "standalone" });
    expect(String(manifest.name)).toMatch(/ admin$/);
  });

  it("an enquiry pushes one message, encrypted for the subscribed browser and signed with the site's VAPID key; a tap opens the lead", async () => {
    // "Turn on notifications": what the admin's browser posts.
    const subscribe = (cookie?: string, subscription: unknown = phone.subscription) => {
      const request = post("/admin/settings/notifications", { intent: "subscribe", subscription: JSON.stringify(subscription) }, cookie);
      request.headers.set("User-Agent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36");
      return settle(() => pushAction(args(request)));
    };
    expectLoginRedirect(await subscribe());
    const cookie = await adminCookie();
    expect(unwrap(await subscribe(cookie, { endpoint: "not a url", keys: {} })).status).toBe(400);
    expect(unwrap(await subscribe(cookie)).data).toEqual({ ok: true, message: "Notifications are on for this device." });
    expect(unwrap(await subscribe(cookie)).data).toMatchObject({ ok: true });
    expect(await getDb().selectFrom("push_subscriptions").select(["endpoint", "label"]).execute()).toEqual([
      { endpoint: phone.subscription.endpoint, label: "Chrome on Android" },
    ]);
    const { property, enquiryId } = await sendEnquiry("Farah Hani");
    const rows = await getDb().selectFrom("notification_outbox").select(["channel"]).where("enquiry_id", "=", enquiryId).execute();
    expect(rows.map((r) => r.channel).sort()).toEqual(["email", "push"]);

    expect(await sendPass("push-test")).toBe(2);
    expect(phone.received).toHaveLength(1);
    const push = phone.received[0]!;
    expect(push.payload).toEqual({
      title: "New enquiry: Farah Hani",
      body: `012-777 8888 · Property ID ${property.display_id}\nIs parking included?`,
      url: `/admin/enquiries#enquiry-${enquiryId}`,
    });
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.vapidKey).toBe(vapidKeys().publicKey);
    expect(push.signatureValid).toBe(true);
    expect(push.audience).toBe(phone.origin);
    expect(sink.received.map((m) => m.subject)).toEqual([`New enquiry: Farah Hani about Property ID ${property.display_id}`]);
    expect(await sendPass("push-test")).toBe(0);
    expect(phone.received).toHaveLength(1);
  });

  it("a push service that fails is tried again; a browser that unsubscribed (410) is forgotten, not retried", async () => {
    phone.received.length = 0;
    phone.answerWith(500);
    await sendEnquiry("Wong Kar Lok");
    await sendPass("push-test");
    const failing = await getDb().selectFrom("notification_outbox").selectAll().where("channel", "=", "push").where("sent_at", "is", null).execute();
    expect(failing).toHaveLength(1);
    expect(failing[0]!.last_error).toMatch(/^the push service answered 500/);

    phone.answerWith(201);
    await getDb().updateTable("notification_outbox").set({ next_attempt_at: new Date().toISOString() }).where("id", "=", failing[0]!.id).execute();
    await sendPass("push-test");
    expect(phone.received).toHaveLength(1);

    phone.answerWith(410);
    const triesBefore = phone.tries;
    await sendEnquiry("Aminah Yusof");
    await sendPass("push-test");
    expect(phone.tries).toBe(triesBefore + 1);
    expect(await getDb().selectFrom("push_subscriptions").selectAll().execute()).toEqual([]);
    const unsent = await getDb().selectFrom("notification_outbox").select("id").where("sent_at", "is", null).execute();
    expect(unsent).toEqual([]);
  });

  it("a viewing request pushes to the agent like an enquiry (name, time, listing, phone; a tap opens it), and so does the visitor's cancellation", async () => {
    phone.received.length = 0;
    phone.answerWith(201);
    const cookie = await adminCookie();
    const request = post("/admin/settings/notifications", { intent: "subscribe", subscription: JSON.stringify(phone.subscription) }, cookie);
    expect(unwrap(await settle(() => pushAction(args(request)))).data).toMatchObject({ ok: true });
    await sendPass("push-test"); // nothing of the tests above is left waiting

    const p = await createTestProperty({ title: "Viewing push Residence" });
    const slot = (await currentFreeSlots()).at(-1)!;
    const context = new RouterContextProvider();
    context.set(clientIpContext, `203.0.113.${++ip}`);
    const fields = { slot: slot.start, name: "Siti Nurhaliza", phone: "019-555 1234", email: "", consent: "yes", website: "" };
    const answer = (await settle(() => requestViewing(args(post(`/listing/${p.slug}/viewing`, fields), { id: p.slug }, context)))) as Response;
    expect(answer.status).toBe(303);
    const viewing = await getDb().selectFrom("viewing_requests").select("id").where("name", "=", "Siti Nurhaliza").executeTakeFirstOrThrow();
    const rows = await getDb().selectFrom("notification_outbox").select(["channel", "kind"]).where("viewing_id", "=", viewing.id).execute();
    expect(rows.map((r) => `${r.channel}:${r.kind}`).sort()).toEqual(["email:viewing", "push:viewing"]);

    expect(await sendPass("push-test")).toBe(2);
    expect(phone.received).toHaveLength(1);
    const push = phone.received[0]!;
    expect(push.payload).toEqual({
      title: "Viewing request: Siti Nurhaliza",
      body: `${slotWhen(slot.start, "en")} · Property ID ${p.display_id}\n019-555 1234`,
      url: `/admin/viewings#viewing-${viewing.id}`,
    });
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.signatureValid).toBe(true);

    expect(await cancelViewing(viewing.id, cancelToken(viewing.id))).toBe("cancelled");
    expect(await sendPass("push-test")).toBe(2);
    expect(phone.received).toHaveLength(2);
    expect(phone.received[1]!.payload).toEqual({
      title: "Viewing cancelled: Siti Nurhaliza",
      body: `${slotWhen(slot.start, "en")} · Property ID ${p.display_id}`,
      url: `/admin/viewings#viewing-${viewing.id}`,
    });
  });
});
