import { sink } from "./sink-env";
import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, expectLoginRedirect, get, post, settle, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as subscribe } from "~/routes/alerts/subscribe";
import { action as requestViewing } from "~/routes/viewings/request";
import { action as eraseAction, loader as personLoader } from "~/routes/leads/personal-data";
import { loader as exportLoader } from "~/routes/leads/personal-data-export";
import { currentFreeSlots } from "~/leads/viewings/requests.server";

afterAll(() => sink.close());

let ip = 0;
const context = () => {
  const c = new RouterContextProvider();
  c.set(clientIpContext, `192.0.2.${++ip}`);
  return c;
};

const rowsOf = async (email: string) => ({
  alerts: (await getDb().selectFrom("alert_subscriptions").select("id").where("email", "=", email).execute()).length,
  viewings: (await getDb().selectFrom("viewing_requests").select("id").where(sql<string>`lower(email)`, "=", email).execute()).length,
  outbox: (await getDb().selectFrom("notification_outbox").select("id").where("sent_at", "is", null).where("kind", "in", ["viewing", "alert-confirm"]).execute()).length,
});

describe("PDPA: a person's alerts and viewing requests, by e-mail address (issue 32, decision 063)", () => {
  it("the admin sees, downloads and erases everything kept under one address, and nothing of anyone else", async () => {
    const p = await createTestProperty({ title: "Puchong Terrace", location: "Puchong" });
    const email = "hafizah@example.my";
    // Her alert on a list, one on a listing's price, and a viewing request typed in capitals; someone else's alert.
    for (const fields of [{ from: "/location/puchong" }, { property: p.slug }] as Record<string, string>[]) {
      expect(unwrap<{ ok: boolean }>(await subscribe(args(post("/alerts", { email, consent: "yes", ...fields }), {}, context()))).data.ok).toBe(true);
    }
    expect(unwrap<{ ok: boolean }>(await subscribe(args(post("/alerts", { email: "other@example.my", consent: "yes", from: "/location/puchong" }), {}, context()))).data.ok).toBe(true);
    const slot = (await currentFreeSlots()).at(-1)!;
    const viewingForm = { slot: slot.start, name: "Hafizah", phone: "011-2345 6789", email: "HAFIZAH@example.my", consent: "yes", website: "" };
    expect(((await settle(() => requestViewing(args(post(`/listing/${p.slug}/viewing`, viewingForm), { id: p.slug }, context())))) as Response).status).toBe(303);
    expect(await rowsOf(email)).toMatchObject({ alerts: 2, viewings: 1 });

    expectLoginRedirect(await settle(() => personLoader(args(get(`/admin/personal-data?email=${email}`)))));
    const cookie = await adminCookie();
    const shown = (await personLoader(args(get(`/admin/personal-data?email=${encodeURIComponent(" Hafizah@Example.my ")}`, cookie)))) as {
      found: { email: string; alerts: { path: string }[]; viewings: { name: string; phone: string }[] };
    };
    expect(shown.found.email).toBe(email);
    expect(shown.found.alerts.map((a) => a.path).sort()).toEqual(["/location/puchong", `/listing/${p.slug}`].sort());
    expect(shown.found.viewings).toMatchObject([{ name: "Hafizah", phone: "011-2345 6789" }]);

    const file = (await exportLoader(args(get(`/admin/personal-data/export?email=${email}`, cookie)))) as Response;
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers.get("Cache-Control")).toContain("no-store");
    const exported = (await file.json()) as { email: string; alerts: unknown[]; viewings: { phone: string; slot_start: string }[] };
    expect(exported).toMatchObject({ email, alerts: [{}, {}], viewings: [{ phone: "011-2345 6789", slot_start: slot.start }] });
    expect(JSON.stringify(exported)).not.toContain("other@example.my");

    const erased = (await eraseAction(args(post("/admin/personal-data", { intent: "erase", email }, cookie)))) as Response;
    expect(erased.status).toBe(302);
    expect(await rowsOf(email)).toEqual({ alerts: 0, viewings: 0, outbox: 1 }); // the other person's confirmation is still to be sent
    expect((await getDb().selectFrom("alert_subscriptions").select("email").execute()).map((r) => r.email)).toEqual(["other@example.my"]);
    // Her time is free again; a look-up finds nothing.
    expect((await currentFreeSlots()).some((s) => s.start === slot.start)).toBe(true);
    const after = (await personLoader(args(get(`/admin/personal-data?email=${email}`, cookie)))) as { found: { alerts: unknown[]; viewings: unknown[] } };
    expect(after.found).toMatchObject({ alerts: [], viewings: [] });
  });
});
