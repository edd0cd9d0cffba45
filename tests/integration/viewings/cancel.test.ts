import { sink } from "../notify/sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as requestViewing } from "~/routes/viewings/request";
import { action as adminAction, loader as adminLoader } from "~/routes/viewings/admin";
import { loader as visitorPage } from "~/routes/viewings/requested";
import { action as cancelPost, loader as cancelPage } from "~/routes/viewings/cancel";
import { currentFreeSlots } from "~/leads/viewings/requests.server";
import { sendPass } from "~/leads/notify/worker.server";

afterAll(() => sink.close());

let ip = 0;
function ask(path: string, slug: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, `198.51.100.${++ip}`);
  return settle(() => requestViewing(args(post(path, { consent: "yes", website: "", ...fields }), { id: slug }, context)));
}

const requestOf = (name: string) => getDb().selectFrom("viewing_requests").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
const lastFree = async () => (await currentFreeSlots()).at(-1)!;

describe("a visitor cancels their viewing (issue 32 item 2, decision 063)", () => {
  it("the link in the confirmation e-mail asks, the button cancels: the slot is free again, the agent is told and sees it cancelled", async () => {
    const p = await createTestProperty({ title: "Setia Alam Link House", title_ms: "Rumah Teres Setia Alam" });
    const slot = await lastFree();
    expect(((await ask(`/ms/listing/${p.slug}/viewing`, p.slug, { slot: slot.start, name: "Farid", phone: "017-888 9999", email: "farid@example.my" })) as Response).status).toBe(303);
    const row = await requestOf("Farid");
    const cookie = await adminCookie();
    await adminAction(args(post("/admin/viewings", { intent: "confirm", id: row.id }, cookie)));
    sink.received.length = 0;
    await sendPass("w");
    const reply = sink.received.find((m) => m.to?.[0]?.address === "farid@example.my")!;
    const link = /https?:\/\/\S+\/ms\/viewing\/([A-Za-z0-9_-]+)\/cancel\/([A-Za-z0-9_-]+)/.exec(reply.text!)!;
    expect(reply.text).toContain(`Batalkan lawatan ini: ${link[0]}`);
    const [, id, token] = link as unknown as [string, string, string];
    expect(id).toBe(row.id);
    // The visitor's own page carries the same link.
    const own = unwrap<{ request: { cancel: string | null } }>(await visitorPage(args(get(`/ms/viewing/${id}`), { id })));
    expect(own.data.request.cancel).toBe(`/viewing/${id}/cancel/${token}`);

    // Opening the link changes nothing (a mail scanner opens links); a forged token is not found.
    const asked = unwrap<{ state: string }>(await cancelPage(args(get(`/ms/viewing/${id}/cancel/${token}`), { id, token })));
    expect(asked).toMatchObject({ status: 200, data: { state: "ask" } });
    expect((await requestOf("Farid")).status).toBe("confirmed");
    const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(unwrap(await cancelPost(args(post(`/viewing/${id}/cancel/${forged}`, {}), { id, token: forged }))).status).toBe(404);
    expect(unwrap(await cancelPage(args(get(`/viewing/${id}/cancel/${"x".repeat(32)}`), { id, token: "x".repeat(32) }))).status).toBe(404);
    expect((await requestOf("Farid")).status).toBe("confirmed");
    expect((await currentFreeSlots()).some((s) => s.start === slot.start)).toBe(false);

    const done = unwrap<{ state: string }>(await cancelPost(args(post(`/ms/viewing/${id}/cancel/${token}`, {}), { id, token })));
    expect(done).toMatchObject({ status: 200, data: { state: "cancelled" } });
    expect(await requestOf("Farid")).toMatchObject({ status: "cancelled", held_slot: null });
    // The slot is free for the next visitor.
    expect((await currentFreeSlots()).some((s) => s.start === slot.start)).toBe(true);
    // Pressed again: nothing more happens, nothing more is sent.
    expect(unwrap<{ state: string }>(await cancelPost(args(post(`/ms/viewing/${id}/cancel/${token}`, {}), { id, token }))).data.state).toBe("cancelled");

    // The agent is told once, and sees it cancelled, with no answer left to give.
    sink.received.length = 0;
    expect(await sendPass("w")).toBe(1);
    expect(sink.received.map((m) => [m.to?.[0]?.address, m.subject])).toEqual([["agent@example.my", expect.stringMatching(/^Viewing cancelled: Farid, .+, Property ID \d+$/)]]);
    expect(sink.received[0]!.text).toContain("The time is free again.");
    const listed = (await adminLoader(args(get("/admin/viewings", cookie)))) as { viewings: { id: string; status: string; whatsapp: string | null }[] };
    expect(listed.viewings.find((v) => v.id === id)).toMatchObject({ status: "cancelled", whatsapp: null });
    const after = unwrap<{ request: { status: string; cancel: string | null } }>(await visitorPage(args(get(`/viewing/${id}`), { id })));
    expect(after.data.request).toMatchObject({ status: "cancelled", cancel: null });
  });

  it("a declined request cannot be cancelled: the page says so and nothing changes", async () => {
    const p = await createTestProperty({ title: "Ampang Condo" });
    const slot = await lastFree();
    await ask(`/listing/${p.slug}/viewing`, p.slug, { slot: slot.start, name: "Grace", phone: "012-111 2222" });
    const row = await requestOf("Grace");
    await adminAction(args(post("/admin/viewings", { intent: "decline", id: row.id }, await adminCookie())));
    const page = unwrap<{ request: { cancel: string | null } }>(await visitorPage(args(get(`/viewing/${row.id}`), { id: row.id })));
    expect(page.data.request.cancel).toBeNull();
    const { cancelToken } = await import("~/leads/viewings/cancel-link.server");
    const token = cancelToken(row.id);
    expect(unwrap<{ state: string }>(await cancelPost(args(post(`/viewing/${row.id}/cancel/${token}`, {}), { id: row.id, token }))).data.state).toBe("already");
    expect((await requestOf("Grace")).status).toBe("declined");
  });
});
