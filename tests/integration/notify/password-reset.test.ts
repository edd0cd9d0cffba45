import { sink } from "./sink-env";
import { createHash } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { startSession, verifyCredentials } from "~/auth/auth.server";
import { createPasswordReset, RESET_LINK_MS } from "~/auth/password-reset.server";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as forgot, loader as forgotPage } from "~/routes/password/forgot";
import { action as reset, loader as resetPage } from "~/routes/password/reset";
import { args, get, ORIGIN, post, unwrap } from "../admin-helpers";

afterAll(() => sink.close());

const OLD = "the old password";
let n = 0;

async function admin(browsers = 0) {
  n += 1;
  const email = `reset${n}@example.my`;
  const id = await createAdmin(email, OLD);
  for (let i = 0; i < browsers; i++) await startSession(new Request(`${ORIGIN}/login`), { id, email }, "/admin");
  return { id, email };
}

const from = (ip: string) => {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  return context;
};
const ask = async (path: string, email: string, ip = "198.51.100.7") => unwrap<{ sent: boolean; error?: string; email: string }>(await forgot(args(post(path, { email }), {}, from(ip))));
const page = async (path: string, token: string) => unwrap<{ step: string; email?: string; error?: string }>(await resetPage(args(get(`${path}/${token}`), { token })));
const submit = async (path: string, token: string, newPassword: string, confirmPassword = newPassword) =>
  unwrap<{ step: string; email?: string; error?: string }>(await reset(args(post(`${path}/${token}`, { newPassword, confirmPassword }), { token }, from("198.51.100.7"))));
const sessionsOf = async (userId: string) => (await getDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length;
const linkIn = (text: string) => /https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);

describe("forgot password by e-mail (issue 29 item 7, decision 067)", () => {
  it("the form is offered when SMTP is set up", async () => {
    expect(unwrap<{ byEmail: boolean }>(await forgotPage()).data.byEmail).toBe(true);
  });

  it("one e-mail in the asker's language with a link stored only as its hash; the answer for an unknown e-mail is the same; the link sets the password once and ends every session", async () => {
    const { id, email } = await admin(2);
    expect(await sessionsOf(id)).toBe(2);
    sink.received.length = 0;

    const unknown = await ask("/ms/forgot-password", "nobody@example.my", "198.51.100.1");
    const known = await ask("/ms/forgot-password", email.toUpperCase(), "198.51.100.2");
    expect(unknown).toEqual({ status: 200, data: { sent: true, email: "nobody@example.my" } });
    expect(known).toEqual({ status: 200, data: { sent: true, email: email.toUpperCase() } });

    await sink.until((s) => s.received.length >= 1);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to?.[0]?.address).toBe(email);
    expect(mail.subject).toBe("Tetapkan kata laluan baharu untuk Demo Realty Sdn. Bhd.");
    expect(mail.text).toContain("30 minit");
    const link = linkIn(mail.text!)!;
    expect(link[0]).toMatch(/^https:\/\/listings\.example\.my\/ms\/reset-password\//);
    const token = link[1]!;
    const rows = await getDb().selectFrom("password_resets").selectAll().where("user_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    // Opening the link (or a mail scanner doing so) uses nothing.
    expect((await page("/ms/reset-password", token)).data).toEqual({ step: "form", email });
    expect((await page("/ms/reset-password", token)).data).toEqual({ step: "form", email });

    // The password rules of Your account, in the page's language.
    expect((await submit("/ms/reset-password", token, "a new password", "another one")).data.error).toBe("Kedua-dua kata laluan tidak sama.");
    expect((await submit("/ms/reset-password", token, "short")).data.error).toMatch(/^Kata laluan/);
    expect((await submit("/zh/reset-password", token, "password123")).data.error).toContain("常见");
    expect((await submit("/reset-password", token, `my ${email} pass`)).data.error).toContain("e-mail");
    expect(await verifyCredentials(email, OLD)).not.toBeNull();

    expect(await submit("/ms/reset-password", token, "kopi o kosong panas")).toEqual({ status: 200, data: { step: "done" } });
    expect(await verifyCredentials(email, "kopi o kosong panas")).not.toBeNull();
    expect(await verifyCredentials(email, OLD)).toBeNull();
    expect(await sessionsOf(id)).toBe(0);

    // Used: the link works no more, on its page or posted again.
    expect(await page("/ms/reset-password", token)).toEqual({ status: 404, data: { step: "bad" } });
    expect(await submit("/ms/reset-password", token, "another new password")).toEqual({ status: 404, data: { step: "bad" } });
    expect(await verifyCredentials(email, "kopi o kosong panas")).not.toBeNull();
  });

  it("a link older than 30 minutes, or one that was never sent, opens nothing", async () => {
    const { email } = await admin();
    const old = (await createPasswordReset(email, Date.now() - RESET_LINK_MS - 1000))!;
    expect(await page("/reset-password", old.token)).toEqual({ status: 404, data: { step: "bad" } });
    expect(await submit("/reset-password", old.token, "kopi o kosong panas")).toEqual({ status: 404, data: { step: "bad" } });
    expect(await verifyCredentials(email, OLD)).not.toBeNull();
    expect((await page("/reset-password", "x".repeat(43))).status).toBe(404);
    expect((await page("/reset-password", "../../etc")).status).toBe(404);
  });

  it("of two links sent, the first one used voids the other", async () => {
    const { email } = await admin();
    const first = (await createPasswordReset(email))!;
    const second = (await createPasswordReset(email))!;
    expect((await submit("/reset-password", second.token, "teh tarik kurang manis")).data.step).toBe("done");
    expect((await page("/reset-password", first.token)).status).toBe(404);
  });

  it("is rate-limited like sign-in (10 a minute from one network for one e-mail), and an account gets at most 3 links an hour", async () => {
    const { id, email } = await admin();
    sink.received.length = 0;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await ask("/forgot-password", email, "192.0.2.50"));
    expect(answers.slice(0, 10).every((a) => a.status === 200 && a.data.sent)).toBe(true);
    expect(answers[10]).toEqual({ status: 429, data: { sent: false, error: "account.reset.forgot.limited", email } });
    expect(await getDb().selectFrom("password_resets").select("id").where("user_id", "=", id).execute()).toHaveLength(3);
    await sink.until((s) => s.received.filter((m) => m.to?.[0]?.address === email).length >= 3);
    // A sign-in from that network is not locked by the resets.
    expect(await getDb().selectFrom("sign_in_failures").select("key").where("key", "like", `ip+email:%${email}`).execute()).toHaveLength(0);
  });

  it("an address that is not one is answered on the page, in its language", async () => {
    expect(await ask("/zh/forgot-password", "no-at-sign")).toEqual({ status: 400, data: { sent: false, error: "account.reset.forgot.invalid", email: "no-at-sign" } });
  });
});
