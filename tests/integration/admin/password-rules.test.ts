import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAdmin, findAdminByEmail, verifyPassword } from "~/auth/admin-users.server";
import { startSession } from "~/auth/auth.server";
import * as account from "~/routes/admin/account";
import { translator } from "~/i18n/translator";
import { runScript } from "../../support/run-script";
import { args, ORIGIN, post, settle, unwrap } from "../admin-helpers";

// Issue 28 item 12: a password set anywhere (npm run admin create and
// reset-password, Your account, ADMIN_PASSWORD at start) is at least 8
// characters, not a common password and not the account's e-mail.
const root = path.resolve(import.meta.dirname, "../../..");
const COMMON = "This password is one of the most common passwords, the first ones anyone guesses. Please choose another.";
const EMAIL = "The password must not contain your e-mail address or the name before its @. Please choose another.";

describe("new passwords", () => {
  it("npm run admin refuses a common password and one made of the e-mail, and creates nothing", async () => {
    for (const [password, message] of [
      ["12345678", COMMON],
      ["password", COMMON],
      ["Malaysia2024", COMMON],
      ["siti.aminah-2026", EMAIL],
      ["my siti.aminah@agency.my login", EMAIL],
    ] as const) {
      const created = runScript("scripts/admin.ts", ["create", "siti.aminah@agency.my", "--password", password]);
      expect(created.status, password).toBe(1);
      expect(created.stderr.trim(), password).toBe(message);
    }
    expect(await findAdminByEmail("siti.aminah@agency.my")).toBeUndefined();

    await createAdmin("reset.me@agency.my", "a fine first password");
    const reset = runScript("scripts/admin.ts", ["reset-password", "reset.me@agency.my", "--password", "iloveyou"]);
    expect(reset.status).toBe(1);
    expect(reset.stderr.trim()).toBe(COMMON);
    expect(await verifyPassword((await findAdminByEmail("reset.me@agency.my"))!.password_hash, "a fine first password")).toBe(true);
  }, 150_000);

  it("Your account refuses them with the same words, and the password stays", async () => {
    const id = await createAdmin("owner.agent@agency.my", "the old password");
    const session = await startSession(new Request(`${ORIGIN}/login`), { id, email: "owner.agent@agency.my" }, "/admin");
    const cookie = session.headers.get("Set-Cookie")!.split(";")[0]!;
    for (const [password, message] of [
      ["qwerty123", COMMON],
      ["owner.agent1234", EMAIL],
    ] as const) {
      const fields = { currentPassword: "the old password", newPassword: password, confirmPassword: password };
      const result = unwrap(await settle(() => account.action(args(post("/admin/account", fields, cookie)))));
      expect(result, password).toEqual({ status: 400, data: { ok: false, error: message } });
    }
    expect(await verifyPassword((await findAdminByEmail("owner.agent@agency.my"))!.password_hash, "the old password")).toBe(true);
  });

  it("a first start with a weak ADMIN_PASSWORD stops with the reason, and creates no admin", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "weak-admin-"));
    try {
      const started = spawnSync(process.execPath, ["--import", "tsx", "tests/support/serving-process.ts"], {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "0", ADMIN_EMAIL: "first@agency.my", ADMIN_PASSWORD: "password1" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(started.status).not.toBe(0);
      expect(started.stderr).toContain(`ADMIN_PASSWORD: ${COMMON}`);
      expect(started.stdout).not.toContain("ready");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("has its messages in the three languages", () => {
    expect(translator("ms")("account.password.common")).toBe("Kata laluan ini antara yang paling biasa digunakan dan mudah diteka. Sila pilih kata laluan lain.");
    expect(translator("zh")("account.password.tooShort", { min: "8" })).toBe("密码至少需要8个字符。");
  });
});
