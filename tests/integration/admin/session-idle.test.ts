import { describe, expect, it } from "vitest";
import { currentSessionRowId } from "~/auth/session.server";
import { getDb } from "~/platform/db/db.server";
import * as account from "~/routes/admin/account";
import * as dashboard from "~/routes/admin/dashboard";
import { adminCookie, args, expectLoginRedirect, get, settle } from "../admin-helpers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A signed-in browser whose session row says it was created and last seen when the test says. */
async function sessionWith(times: { created?: number; lastSeen?: number | null; expiresIn?: number }) {
  const cookie = await adminCookie();
  const id = (await currentSessionRowId(get("/admin", cookie)))!;
  await getDb()
    .updateTable("sessions")
    .set({
      created_at: ago(times.created ?? 0),
      last_seen_at: times.lastSeen === null ? null : ago(times.lastSeen ?? 0),
      expires_at: new Date(Date.now() + (times.expiresIn ?? 29 * 24 * HOUR)).toISOString(),
    })
    .where("id", "=", id)
    .execute();
  const lastSeen = async () =>
    (await getDb().selectFrom("sessions").select("last_seen_at").where("id", "=", id).executeTakeFirst())?.last_seen_at;
  return { cookie, lastSeen };
}

const dashboardFor = (cookie: string) => settle(() => dashboard.loader(args(get("/admin", cookie))));

describe("a session idle for two hours", () => {
  it("signs in with last-seen set to now", async () => {
    const cookie = await adminCookie();
    const id = (await currentSessionRowId(get("/admin", cookie)))!;
    const row = await getDb().selectFrom("sessions").select(["created_at", "last_seen_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.last_seen_at).toBe(row.created_at);
  });

  it("is refused with a redirect to /login; one used within two hours is not", async () => {
    const idle = await sessionWith({ created: 5 * HOUR, lastSeen: 2 * HOUR + MINUTE });
    expectLoginRedirect(await dashboardFor(idle.cookie), "idle 2h01");
    expectLoginRedirect(await settle(() => account.loader(args(get("/admin/account", idle.cookie)))), "idle, account page");

    const recent = await sessionWith({ created: 20 * 24 * HOUR, lastSeen: 2 * HOUR - MINUTE });
    expect(await dashboardFor(recent.cookie)).not.toBeInstanceOf(Response);
  });

  it("still ends 30 days after sign-in, however active", async () => {
    const old = await sessionWith({ created: 30 * 24 * HOUR, lastSeen: MINUTE, expiresIn: -MINUTE });
    expectLoginRedirect(await dashboardFor(old.cookie));
  });

  it("counts from sign-in for a row written before last-seen existed", async () => {
    const idle = await sessionWith({ created: 3 * HOUR, lastSeen: null });
    expectLoginRedirect(await dashboardFor(idle.cookie));
    const fresh = await sessionWith({ created: HOUR, lastSeen: null });
    expect(await dashboardFor(fresh.cookie)).not.toBeInstanceOf(Response);
    expect(Date.parse((await fresh.lastSeen())!)).toBeGreaterThan(Date.now() - MINUTE);
  });
});

describe("last-seen", () => {
  it("is moved to now by an admin request when it is more than a minute old", async () => {
    const session = await sessionWith({ created: 2 * HOUR, lastSeen: 90 * MINUTE });
    expect(await dashboardFor(session.cookie)).not.toBeInstanceOf(Response);
    expect(Date.parse((await session.lastSeen())!)).toBeGreaterThan(Date.now() - MINUTE);
    // Which keeps it alive: it was 90 minutes idle, now it is not.
  });

  it("is not written again within the minute (no write per request)", async () => {
    const session = await sessionWith({ created: HOUR, lastSeen: 30_000 });
    const before = await session.lastSeen();
    for (let i = 0; i < 5; i++) expect(await dashboardFor(session.cookie)).not.toBeInstanceOf(Response);
    expect(await session.lastSeen()).toBe(before);
  });
});
