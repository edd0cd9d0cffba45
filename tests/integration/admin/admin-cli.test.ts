import { describe, expect, it } from "vitest";
import { findAdminByEmail, verifyPassword } from "~/auth/admin-users.server";
import { runScript } from "../../support/run-script";

const admin = (args: string[], input?: string) => runScript("scripts/admin.ts", args, { input });

describe("npm run admin", () => {
  it("creates an admin, refuses a duplicate and resets the password (flag or prompt)", async () => {
    const created = admin(["create", "Boss@Example.com", "--password", "first-password"]);
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created admin Boss@Example.com.");
    const row = await findAdminByEmail("boss@example.com");
    expect(row).toBeDefined();
    expect(await verifyPassword(row!.password_hash, "first-password")).toBe(true);

    const again = admin(["create", "boss@example.com", "--password", "whatever-else"]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");

    const reset = admin(["reset-password", "boss@example.com"], "second-password\n");
    expect(reset.status).toBe(0);
    const after = await findAdminByEmail("boss@example.com");
    expect(await verifyPassword(after!.password_hash, "second-password")).toBe(true);
    expect(await verifyPassword(after!.password_hash, "first-password")).toBe(false);

    const missing = admin(["reset-password", "nobody@example.com", "--password", "abcdefgh"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No admin with e-mail nobody@example.com.");
    expect(admin(["create", "not-an-email", "--password", "abcdefgh"]).status).toBe(2);
    // Five CLI processes, each compiling TypeScript at start: seconds apiece on a busy two-core machine.
  }, 150_000);
});
