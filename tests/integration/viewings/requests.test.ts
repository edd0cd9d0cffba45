import { sink } from "../notify/sink-env";
import ICAL from "ical.js";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as requestViewing, loader as viewingForm } from "~/routes/viewings/request";
import { action as adminAction, loader as adminLoader } from "~/routes/viewings/admin";
import { loader as feed } from "~/routes/viewings/calendar-feed";
import { loader as visitorIcs } from "~/routes/viewings/requested-ics";
import { currentFreeSlots } from "~/leads/viewings/requests.server";
import { sendPass } from "~/leads/notify/worker.server";
import type { ViewingReply } from "~/leads/viewings/form";

afterAll(() => sink.close());

let ip = 0;
function ask(path: string, slug: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, `203.0.113.${++ip}`);
  return settle(() => requestViewing(args(post(path, { consent: "yes", website: "", email: "", ...fields }), { id: slug }, context)));
}

const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");

async function requestOf(name: string) {
  return getDb().selectFrom("viewing_requests").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
}

/**
 * The last free slot: the 14-day window only grows at its far end (at Malaysian
 * midnight), so this slot cannot begin, or leave the window, while a test runs.
 */
const lastFree = async () => (await currentFreeSlots()).at(-1)!;

describe("viewing requests (issue 32 item 2)", () => {
  it("a bad phone is refused in the page's language and nothing typed is lost", async () => {
    const p = await createTestProperty({ title: "Desa ParkCity Semi-D" });
    const slot = await lastFree();
    const { status, data } = unwrap<{ reply: ViewingReply }>(await ask(`/ms/listing/${p.slug}/viewing`, p.slug, { slot: slot!.start, name: "Aisyah", phone: "abc", email: "aisyah@example.my" }));
    expect(status).toBe(400);
    expect(data.reply.errors.phone).toBe("Sila masukkan nombor telefon, contohnya 012-345 6789.");
    expect(data.reply.values).toMatchObject({ slot: slot!.start, name: "Aisyah", phone: "abc", email: "aisyah@example.my", consent: true });
    expect(await getDb().selectFrom("viewing_requests").selectAll().execute()).toHaveLength(0);
  });

  it("two visitors posting one slot at once: one gets it, the other is told it was just taken", async () => {
    const p = await createTestProperty({ title: "Mont Kiara Condo" });
    const slot = await lastFree();
    const answers = await Promise.all(
      ["Lim", "Kumar", "Siti", "Wong"].map((name) => ask(`/listing/${p.slug}/viewing`, p.slug, { slot: slot!.start, name, phone: "012-345 6789" })),
    );
    const sent = answers.filter((a) => a instanceof Response && a.status === 303);
    expect(sent).toHaveLength(1);
    const refused = answers.filter((a) => !(a instanceof Response)).map((a) => unwrap<{ reply: ViewingReply }>(a));
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.data.reply.errors.slot).toBe("Sorry, that time was just taken. Please pick another.");
      expect(r.data.reply.values.phone).toBe("012-345 6789");
    }
    const rows = await getDb().selectFrom("viewing_requests").selectAll().where("slot_start", "=", slot!.start).execute();
    expect(rows).toHaveLength(1);
    expect((await currentFreeSlots()).some((s) => s.start === slot!.start)).toBe(false);
  });

  it("the agent is e-mailed, confirms in the admin, the visitor is e-mailed in their language, and the feed and the visitor's .ics list it", async () => {
    sink.received.length = 0;
    await sendPass("flush"); // the test above's notification
    sink.received.length = 0;
    const p = await createTestProperty({ title: "Bangsar South Suite", title_zh: "孟沙南公寓" });
    const slot = await lastFree();
    const sent = (await ask(`/zh/listing/${p.slug}/viewing`, p.slug, { slot: slot!.start, name: "陈美玲", phone: "016-222 3333", email: "meiling@example.my" })) as Response;
    expect(sent.status).toBe(303);
    const row = await requestOf("陈美玲");
    expect(sent.headers.get("Location")).toBe(`/zh/viewing/${row.id}`);
    // Committed with the request: the agent's e-mail, sent by the worker.
    expect(await getDb().selectFrom("notification_outbox").select(["channel", "kind"]).where("viewing_id", "=", row.id).execute()).toEqual([{ channel: "email", kind: "viewing" }]);
    expect(await sendPass("test-worker")).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to?.[0]?.address).toBe("agent@example.my");
    expect(sink.received[0]!.subject).toContain(`Viewing request: 陈美玲`);
    expect(sink.received[0]!.text).toContain("Phone: 016-222 3333");

    const cookie = await adminCookie();
    // The feed: made in the admin, pending shown tentative.
    const made = unwrap<{ calendar: { https: string; webcal: string } }>(await adminAction(args(post("/admin/viewings", { intent: "calendar-new" }, cookie))));
    expect(made.data.calendar.webcal).toMatch(/^webcal:\/\/.+\/admin\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const file = made.data.calendar.https.split("/").at(-1)!;
    const tentative = (await feed(args(get(`/admin/calendar/${file}`), { file }))) as Response;
    expect(tentative.headers.get("Cache-Control")).toContain("no-store");
    const before = events(await tentative.text()).find((e) => e.getFirstPropertyValue("description")?.toString().includes("016-222 3333"));
    expect(before?.getFirstPropertyValue("status")).toBe("TENTATIVE");

    const confirmed = (await adminAction(args(post("/admin/viewings", { intent: "confirm", id: row.id }, cookie)))) as Response;
    expect(confirmed.status).toBe(302);
    expect((await requestOf("陈美玲")).status).toBe("confirmed");
    expect(await sendPass("test-worker")).toBe(1);
    const reply = sink.received[1]!;
    expect(reply.to?.[0]?.address).toBe("meiling@example.my");
    expect(reply.subject).toBe(`看房已确认：房源编号 ${p.display_id}`);
    expect(reply.text).toContain(`孟沙南公寓`);

    const after = events(await ((await feed(args(get(`/admin/calendar/${file}`), { file }))) as Response).text());
    const event = new ICAL.Event(after.find((e) => e.getFirstPropertyValue("description")?.toString().includes("016-222 3333"))!);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.startDate.toJSDate().toISOString()).toBe(slot!.start);
    expect(event.summary).toBe(`Viewing: 陈美玲, Property ID ${p.display_id}`);

    const ics = (await visitorIcs(args(get(`/viewing/${row.id}/viewing.ics`), { id: row.id }))) as Response;
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const visitorEvent = new ICAL.Event(events(await ics.text())[0]!);
    expect(visitorEvent.summary).toBe(`看房：孟沙南公寓（房源编号 ${p.display_id}）`);
    expect(visitorEvent.startDate.toJSDate().toISOString()).toBe(slot!.start);
    expect(visitorEvent.component.getFirstPropertyValue("status")).toBe("CONFIRMED");

    // Revoked: a new link, and the old one is a plain 404.
    await adminAction(args(post("/admin/viewings", { intent: "calendar-new" }, cookie)));
    expect(((await feed(args(get(`/admin/calendar/${file}`), { file }))) as Response).status).toBe(404);
    expect(((await feed(args(get("/admin/calendar/guess.ics"), { file: "guess.ics" }))) as Response).status).toBe(404);
  });

  it("propose moves the request to another free time and holds it; decline frees it; the visitor's WhatsApp text is in their language", async () => {
    const p = await createTestProperty({ title: "Cheras Terrace", title_ms: "Teres Cheras" });
    const first = await lastFree();
    expect(((await ask(`/ms/listing/${p.slug}/viewing`, p.slug, { slot: first.start, name: "Hafiz", phone: "013-444 5555" })) as Response).status).toBe(303);
    const row = await requestOf("Hafiz");
    const other = await lastFree();
    const cookie = await adminCookie();
    await adminAction(args(post("/admin/viewings", { intent: "propose", id: row.id, slot: other.start }, cookie)));
    const proposed = await requestOf("Hafiz");
    expect(proposed).toMatchObject({ status: "proposed", slot_start: other.start, held_slot: other.start });
    const free = (await currentFreeSlots()).map((s) => s.start);
    expect(free).toContain(first.start);
    expect(free).not.toContain(other.start);
    const listed = (await adminLoader(args(get("/admin/viewings", cookie)))) as { viewings: { id: string; whatsapp: string | null }[] };
    const whatsapp = new URL(listed.viewings.find((v) => v.id === row.id)!.whatsapp!);
    expect(whatsapp.pathname).toBe("/60134445555");
    expect(whatsapp.searchParams.get("text")).toContain("Masa yang anda pilih tidak kosong");
    expect(whatsapp.searchParams.get("text")).toContain("Teres Cheras");
    await adminAction(args(post("/admin/viewings", { intent: "decline", id: row.id }, cookie)));
    expect(await requestOf("Hafiz")).toMatchObject({ status: "declined", held_slot: null });
    expect((await currentFreeSlots()).map((s) => s.start)).toContain(other.start);
  });

  it("a sold listing offers no viewing and refuses a post", async () => {
    const p = await createTestProperty({ title: "Sold Unit", status: "Sold" });
    const shown = unwrap<{ listing: { available: boolean }; slots: unknown[] }>(await viewingForm(args(get(`/listing/${p.slug}/viewing`), { id: p.slug })));
    expect(shown.data.listing.available).toBe(false);
    expect(shown.data.slots).toHaveLength(0);
    const slot = await lastFree();
    const refused = unwrap<{ reply: ViewingReply }>(await ask(`/listing/${p.slug}/viewing`, p.slug, { slot: slot!.start, name: "Late", phone: "012-345 6789" }));
    expect(refused.status).toBe(409);
    expect(refused.data.reply.formError).toBe("This property is no longer available for viewing.");
  });
});
