import { describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { getDb } from "~/platform/db/db.server";
import { action as forgot, loader as forgotPage } from "~/routes/password/forgot";
import { args, post, unwrap } from "../admin-helpers";

describe("forgot password without SMTP (decision 067)", () => {
  it("offers no form, tells whoever runs the server the shell command, and sends or stores nothing", async () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    expect(unwrap<{ byEmail: boolean }>(await forgotPage()).data.byEmail).toBe(false);
    await createAdmin("off@example.my", "the old password");
    const answer = unwrap(await forgot(args(post("/forgot-password", { email: "off@example.my" }))));
    expect(answer).toEqual({ status: 503, data: { sent: false, error: "account.reset.forgot.noEmail", email: "" } });
    expect(await getDb().selectFrom("password_resets").selectAll().execute()).toHaveLength(0);
  });
});
