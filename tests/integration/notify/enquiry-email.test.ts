import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { args, post, settle } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as enquire } from "~/routes/listing-enquiry";
import { claimDue, failedDeliveries, outboxDepth } from "~/leads/notify/outbox.server";
import { sendPass, startNotifier, stopNotifier } from "~/leads/notify/worker.server";
import { registry } from "../../../server/metrics/registry";

const metric = async (name: string) => Number(/ (\d+)$/m.exec(await registry.getSingleMetricAsString(name))?.[1]);

afterAll(() => sink.close());

let ip = 0;
async function sendEnquiry(path: string, slug: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, `198.51.100.${++ip}`);
  const result = (await settle(() => enquire(args(post(path, { consent: "yes", website: "", message: "", ...fields }), { id: slug }, context)))) as Response;
  expect(result.status).toBe(303);
}

const outboxOf = async (name: string) => {
  const enquiry = await getDb().selectFrom("enquiries").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return getDb().selectFrom("notification_outbox").selectAll().where("enquiry_id", "=", enquiry.id).execute();
};

describe("an enquiry e-mails the agent (issue 32 item 1)", () => {
  it("writes one e-mail to the outbox with the enquiry, and the worker sends exactly one with the lead, the listing and both buttons", async () => {
    const p = await createTestProperty({ title: "Mont Kiara Condo", title_ms: "Kondo Mont Kiara" });
    await sendEnquiry(`/ms/listing/${p.slug}/enquiry`, p.slug, { name: "Nurul Aina", phone: "012-345 6789", message: "Boleh lihat hujung minggu ini?" });
    // Committed with the lead, before any sending.
    const [row] = await outboxOf("Nurul Aina");
    expect(row).toMatchObject({ channel: "email", kind: "enquiry", lang: "ms", sent_at: null });

    expect(await sendPass("test-worker")).toBe(1);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to?.[0]?.address).toBe("agent@example.my");
    expect(mail.subject).toBe(`New enquiry: Nurul Aina about Property ID ${p.display_id}`);
    expect(mail.text).toContain("Name: Nurul Aina");
    expect(mail.text).toContain("Phone: 012-345 6789");
    expect(mail.text).toContain(`Listing: Mont Kiara Condo (Property ID ${p.display_id})`);
    expect(mail.text).toContain("Boleh lihat hujung minggu ini?");
    const links = [...mail.html!.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1]!.replaceAll("&#38;", "&"), label: m[2] }));
    const whatsapp = new URL(links.find((l) => l.label === "Reply on WhatsApp")!.href);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/60123456789");
    // In the lead's language, quoting the listing as they saw it.
    expect(whatsapp.searchParams.get("text")).toContain(`Terima kasih atas pertanyaan anda tentang ID Hartanah ${p.display_id} - Kondo Mont Kiara`);
    expect(links.find((l) => l.label === "Open in admin")!.href).toBe(`https://listings.example.my/admin/enquiries#enquiry-${row!.enquiry_id}`);

    // Sent is sent: another pass (this instance or another) sends nothing more.
    expect(await sendPass("another-worker")).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect((await outboxOf("Nurul Aina"))[0]!.sent_at).not.toBeNull();
  });

  it("an SMTP server that refuses delays the e-mail, the admin sees the failing delivery, and it arrives once the server accepts", async () => {
    sink.received.length = 0;
    sink.mode = "refuse";
    startNotifier();
    try {
      const p = await createTestProperty({ title: "Bangsar Terrace" });
      await sendEnquiry(`/listing/${p.slug}/enquiry`, p.slug, { name: "Tan Wei Ming", phone: "+65 9123 4567" });
      await sink.until((s) => s.refused >= 3);
      expect(sink.received).toHaveLength(0);
      const failing = await failedDeliveries();
      expect(failing.some((f) => f.channel === "email" && f.attempts >= 1 && /451/.test(f.last_error ?? ""))).toBe(true);
      expect(await outboxDepth()).toBe(1);
      expect(await metric("notification_outbox_depth")).toBe(1);
      expect(await metric("notification_failed_deliveries")).toBe(1);
      sink.mode = "accept";
      await sink.until((s) => s.received.length >= 1);
    } finally {
      await stopNotifier();
    }
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.text).toContain("Name: Tan Wei Ming");
    // A number typed with its country code keeps it.
    expect(sink.received[0]!.html).toContain("https://wa.me/6591234567?text=");
    expect(await outboxDepth()).toBe(0);
    expect(await failedDeliveries()).toHaveLength(0);
    expect(await metric("notification_outbox_depth")).toBe(0);
    expect(await metric("notification_failed_deliveries")).toBe(0);
  });

  it("two instances sending at once send each notification once", async () => {
    sink.received.length = 0;
    const p = await createTestProperty({ title: "Cheras Apartment" });
    for (let n = 1; n <= 12; n++) await sendEnquiry(`/listing/${p.slug}/enquiry`, p.slug, { name: `Lead ${n}`, phone: `012-000 00${String(n).padStart(2, "0")}` });
    const [a, b] = await Promise.all([sendPass("instance-a"), sendPass("instance-b")]);
    expect(a + b).toBe(12);
    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(12);
    expect(new Set(sink.received.map((m) => m.subject)).size).toBe(12);
  });

  // Instance A's claim is still open (its transaction not committed) when instance B claims: on
  // PostgreSQL B must neither wait for A nor take A's rows (FOR UPDATE SKIP LOCKED). SQLite has one writer at a time.
  it.runIf(process.env.TEST_DIALECT === "postgres")("on PostgreSQL, an instance claiming while another's claim is open takes only the other rows, without waiting", async () => {
    const p = await createTestProperty({ title: "Ampang Villa" });
    for (let n = 1; n <= 3; n++) await sendEnquiry(`/listing/${p.slug}/enquiry`, p.slug, { name: `Villa lead ${n}`, phone: `013-000 00${n}0` });
    await getDb()
      .transaction()
      .execute(async (trx) => {
        const a = await claimDue("instance-a", 2, new Date(), trx);
        const b = await claimDue("instance-b", 10);
        expect(a).toHaveLength(2);
        expect(b).toHaveLength(1);
        expect(b[0]!.id).not.toBe(a[0]!.id);
        expect(b[0]!.id).not.toBe(a[1]!.id);
      });
  });
});
