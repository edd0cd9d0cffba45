import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { adminCookie, args, expectLoginRedirect, get, post, settle } from "../admin-helpers";
import { takeToast } from "~/auth/auth.server";
import { clientIpContext } from "~/platform/request-context";
import { action as enquire } from "~/routes/listing-enquiry";
import { loader as settingsLoader } from "~/routes/admin/settings";
import { action as sendTest } from "~/routes/admin/settings-notifications";
import { sendPass } from "~/leads/notify/worker.server";

afterAll(() => sink.close());

async function toastOf(response: Response): Promise<string> {
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  return (await takeToast(get("/admin/settings", cookie))).toast?.message ?? "";
}

const notificationsOf = async (cookie: string) =>
  ((await settingsLoader(args(get("/admin/settings", cookie)))) as Awaited<ReturnType<typeof settingsLoader>>).notifications;

describe("Settings → Notifications (issue 32 item 1)", () => {
  it("says where e-mail goes, without the SMTP password, and only to an admin", async () => {
    expectLoginRedirect(await settle(() => settingsLoader(args(get("/admin/settings")))));
    expectLoginRedirect(await settle(() => sendTest(args(post("/admin/settings/notifications", {})))));
    const status = await notificationsOf(await adminCookie());
    expect(status.email).toEqual({ configured: true, to: "agent@example.my", server: new URL(sink.url).host });
    expect(status.failed).toEqual([]);
  });

  it("'Send a test' e-mails the agent and says so; a refusing server's answer is shown instead", async () => {
    const cookie = await adminCookie();
    sink.received.length = 0;
    const sent = (await sendTest(args(post("/admin/settings/notifications", {}, cookie)))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/admin/settings#notifications");
    expect(await toastOf(sent)).toBe("Test e-mail sent to agent@example.my. It should be in the inbox within a minute (check the spam folder too).");
    expect(sink.received.map((m) => m.subject)).toEqual(["Test: lead notifications work"]);

    sink.mode = "refuse";
    try {
      const refused = (await sendTest(args(post("/admin/settings/notifications", {}, cookie)))) as Response;
      expect(await toastOf(refused)).toBe("The test e-mail was not sent: Message failed: 451 Service temporarily unavailable, try again later");
    } finally {
      sink.mode = "accept";
    }
    expect(sink.received).toHaveLength(1);
  });

  it("lists a notification that could not be sent, with the mail server's answer, until it is sent", async () => {
    const cookie = await adminCookie();
    const p = await createTestProperty({ title: "Puchong Link House" });
    const context = new RouterContextProvider();
    context.set(clientIpContext, "192.0.2.77");
    await enquire(args(post(`/listing/${p.slug}/enquiry`, { name: "Ravi Kumar", phone: "017-888 9999", consent: "yes", website: "" }), { id: p.slug }, context));
    sink.mode = "refuse";
    try {
      expect(await sendPass("settings-test")).toBe(0);
    } finally {
      sink.mode = "accept";
    }
    const [failed] = (await notificationsOf(cookie)).failed;
    expect(failed).toMatchObject({
      channel: "email",
      about: `Enquiry from Ravi Kumar (Property ID ${p.display_id})`,
      attempts: 1,
      failed_at: null,
      last_error: "Message failed: 451 Service temporarily unavailable, try again later",
    });
    expect(failed!.next_attempt_at).not.toBeNull();
  });
});
