import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as enquire, loader as enquiryPage } from "~/routes/listing-enquiry";
import { loader as listingLoader } from "~/routes/listing";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/enquiries";
import { loader as exportLoader } from "~/routes/admin/enquiries-export";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { ENQUIRY_LIMITS_PER_HOUR } from "~/leads/enquiry-limit.server";
import type { EnquiryReply } from "~/leads/enquiry-form";

let ipCounter = 0;
/** Each test sends from its own address, so that the in-memory limit of one does not reach another. */
function fromIp(ip = `203.0.113.${++ipCounter}`) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  return context;
}

const valid = { name: "Siti Aminah", phone: "012-345 6789", message: "Can I view it on Saturday?", consent: "yes", website: "" };

async function send(slug: string, fields: Record<string, string>, context = fromIp()) {
  return settle(() => enquire(args(post(`/listing/${slug}/enquiry`, fields), { id: slug }, context)));
}

const stored = (propertyId: string) => getDb().selectFrom("enquiries").selectAll().where("property_id", "=", propertyId).execute();

describe("the enquiry form's action", () => {
  it("stores a valid enquiry with its consent time and answers 303 to the thank-you page", async () => {
    const p = await createTestProperty({ title: "Enquiry Condo" });
    const result = (await send(p.slug, valid)) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`/listing/${p.slug}/enquiry?sent=1`);
    const rows = await stored(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Siti Aminah", phone: "012-345 6789", display_id: p.display_id, listing_title: "Enquiry Condo", handled_at: null });
    expect(rows[0]!.consented_at).toBe(rows[0]!.created_at);
    const page = (await enquiryPage(args(get(`/listing/${p.slug}/enquiry?sent=1`), { id: p.slug }))) as { sent: boolean };
    expect(page.sent).toBe(true);
  });

  it("gives back what was typed with a message per field, and stores nothing", async () => {
    const p = await createTestProperty({ title: "Invalid Enquiry Condo" });
    const { status, data } = unwrap<EnquiryReply>(await send(p.slug, { ...valid, phone: "call me", consent: "" }));
    expect(status).toBe(400);
    expect(data.errors).toEqual({
      phone: "Please enter a phone number, for example 012-345 6789.",
      consent: "Please tick the box so that we may use your details to reply.",
    });
    expect(data.values).toEqual({ name: "Siti Aminah", phone: "call me", message: "Can I view it on Saturday?", consent: false });
    expect(await stored(p.id)).toHaveLength(0);
  });

  it("drops an enquiry whose honeypot is filled, answering as if it were sent", async () => {
    const p = await createTestProperty({ title: "Honeypot Condo" });
    const result = (await send(p.slug, { ...valid, website: "http://spam.example" })) as Response;
    expect(result.status).toBe(303);
    expect(await stored(p.id)).toHaveLength(0);
  });

  it("limits enquiries per address, keeping what was typed", async () => {
    const p = await createTestProperty({ title: "Limited Condo" });
    const context = fromIp("198.51.100.7");
    for (let i = 0; i < ENQUIRY_LIMITS_PER_HOUR.perClient; i++) expect(((await send(p.slug, valid, context)) as Response).status).toBe(303);
    const { status, data } = unwrap<EnquiryReply>(await send(p.slug, valid, context));
    expect(status).toBe(429);
    expect(data.formError).toMatch(/Too many enquiries/);
    expect(data.values.name).toBe("Siti Aminah");
    expect(await stored(p.id)).toHaveLength(ENQUIRY_LIMITS_PER_HOUR.perClient);
    // Another address is not held up by this one.
    expect(((await send(p.slug, valid)) as Response).status).toBe(303);
  });

  it("answers 404 for an unknown listing", async () => {
    const result = (await send("no-such-listing", valid)) as { init?: { status?: number } };
    expect(result.init?.status).toBe(404);
  });
});

describe("enquiries in the admin", () => {
  it("are listed, counted in the nav, marked handled, exported and deleted; never in the public listing", async () => {
    const p = await createTestProperty({ title: "Admin Enquiry Condo" });
    await send(p.slug, { ...valid, name: "=cmd|' /C calc'!A0", message: "Private canary message 4471" });
    const cookie = await adminCookie();
    const [row] = await stored(p.id);

    const publicData = JSON.stringify(await listingLoader(args(get(`/listing/${p.slug}`), { id: p.slug })));
    expect(publicData).not.toContain("canary message 4471");

    const list = (await adminLoader(args(get("/admin/enquiries", cookie)))) as { enquiries: { id: string; message: string }[]; newCount: number };
    expect(list.enquiries.find((e) => e.id === row!.id)?.message).toBe("Private canary message 4471");
    const nav = unwrap<{ newEnquiries: number }>(await layoutLoader(args(get("/admin", cookie))));
    expect(nav.data.newEnquiries).toBe(list.newCount);

    const csv = (await exportLoader(args(get("/admin/enquiries/export", cookie)))) as Response;
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text).toContain("received,display_id,title,name,phone,message,status");
    expect(text).toContain(`${p.display_id},Admin Enquiry Condo,'=cmd|' /C calc'!A0,012-345 6789,Private canary message 4471,new`);

    const handled = (await settle(() => adminAction(args(post("/admin/enquiries", { id: row!.id, intent: "handled" }, cookie))))) as Response;
    expect(handled.status).toBe(302);
    expect((await stored(p.id))[0]!.handled_at).not.toBeNull();
    const newOnly = (await adminLoader(args(get("/admin/enquiries", cookie)))) as { enquiries: { id: string }[] };
    expect(newOnly.enquiries.map((e) => e.id)).not.toContain(row!.id);

    await settle(() => adminAction(args(post("/admin/enquiries", { id: row!.id, intent: "delete" }, cookie))));
    expect(await stored(p.id)).toHaveLength(0);
  });

  it("are refused to a signed-out browser", async () => {
    for (const run of [
      () => adminLoader(args(get("/admin/enquiries"))),
      () => exportLoader(args(get("/admin/enquiries/export"))),
      () => adminAction(args(post("/admin/enquiries", { id: "x", intent: "delete" }))),
    ]) {
      const result = (await settle(run)) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/login/);
    }
  });
});
