import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { listAdminProperties } from "~/properties/admin-list.server";
import { runListingLifecycle } from "~/properties/lifecycle.server";
import { PropertyTable } from "~/properties/ui/manager/PropertyTable";
import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";
import { listAvailable } from "~/properties/public-lists.server";
import { loader as listingLoader } from "~/routes/listing";

// Issue 13.2: when the owner's authorisation (Authorised Until) has passed,
// the listing stops showing publicly by itself, and the Property Manager
// warns before and after.

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (id: string) => ({ params: { id }, request: new Request("https://listings.example.my/"), context: {} }) as unknown as LoaderArgs;

async function contentVersion(): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`select version from content_version where id = 1`.execute(getDb());
  return Number(rows[0].version);
}

async function statusOf(id: string): Promise<string> {
  return (await getDb().selectFrom("properties").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

describe("the authorisation job", () => {
  // 00:30 on 25 November in Malaysia, still 24 November in UTC.
  const now = new Date("2026-11-24T16:30:00Z");

  it("makes an Available listing whose authorisation ended before today (Malaysia time) Temporarily Unavailable, once", async () => {
    const ended = await createTestProperty({ title: "Lapsed Mandate Condo", authorised_until: "2026-11-24" });
    const today = await createTestProperty({ title: "Last Day Condo", authorised_until: "2026-11-25" });
    const open = await createTestProperty({ title: "Open Mandate Condo", authorised_until: "" });
    const sold = await createTestProperty({ title: "Sold Mandate Condo", authorised_until: "2026-01-01", status: "Sold" });
    const before = await contentVersion();

    // Several instances run the job at the same moment: each listing changes once.
    const runs = await Promise.all([runListingLifecycle(getDb(), now), runListingLifecycle(getDb(), now)]);
    expect(runs.flatMap((r) => r.hidden)).toEqual([ended.display_id]);

    expect(await statusOf(ended.id)).toBe("Temporarily Unavailable");
    expect(await statusOf(today.id)).toBe("Available");
    expect(await statusOf(open.id)).toBe("Available");
    expect(await statusOf(sold.id)).toBe("Sold");
    // Cached pages are dropped: the content version moved.
    expect(await contentVersion()).toBeGreaterThan(before);
    expect((await listAvailable({ q: "Lapsed Mandate" })).total).toBe(0);
    expect((await listingLoader(args(ended.slug))).notice).toBe("This property is temporarily unavailable.");

    // A run with nothing to do leaves the content version (and every cache) alone.
    const settled = await contentVersion();
    expect((await runListingLifecycle(getDb(), now)).hidden).toEqual([]);
    expect(await contentVersion()).toBe(settled);
  });
});

describe("the Property Manager", () => {
  it("marks expired authorisations and those ending within 14 days", async () => {
    const today = malaysiaToday();
    const expired = await createTestProperty({ title: "Manager Expired", authorised_until: addDays(today, -1) });
    const endDate = addDays(today, 10);
    const ending = await createTestProperty({ title: "Manager Ending", authorised_until: endDate });
    const lastDay = await createTestProperty({ title: "Manager Last Day", authorised_until: today });
    const later = await createTestProperty({ title: "Manager Later", authorised_until: addDays(today, 15) });
    const none = await createTestProperty({ title: "Manager None" });
    const rows = new Map((await listAdminProperties({ q: "Manager" })).items.map((r) => [r.id, r.authorisation]));
    expect(rows.get(expired.id)).toBe("Authorisation expired");
    const [y, m, d] = endDate.split("-").map(Number);
    const spelled = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    expect(rows.get(ending.id)).toBe(`Authorisation ends ${spelled}`);
    expect(rows.get(lastDay.id)).toMatch(/^Authorisation ends /);
    expect(rows.get(later.id)).toBeNull();
    expect(rows.get(none.id)).toBeNull();

    // What the agent sees in the table: the note under the listing's status.
    const items = (await listAdminProperties({ q: "Manager" })).items;
    const Stub = createRoutesStub([{ path: "/", Component: () => createElement(PropertyTable, { rows: items, editHref: (id) => `/e/${id}` }) }]);
    const html = renderToStaticMarkup(createElement(Stub));
    expect(html).toContain("Authorisation expired");
    expect(html).toContain(`Authorisation ends ${spelled}`);
  });
});
