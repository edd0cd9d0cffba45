import { beforeAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { describePlans, plansOf } from "../../support/query-plans";
import { getDialect } from "~/platform/db/db.server";
import { countNeeds, latestChanges } from "~/properties/attention/attention.server";
import { listAdminProperties } from "~/properties/admin-list.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";

// Issue 29 item 7: the dashboard's counts and the Property Manager's matching filters.
const today = malaysiaToday();

beforeAll(async () => {
  await bulkSeed(500, { photoPool: 1 });
  const photo = ["/images/property_images/1_aaaaaaaaaaaa.jpg"];
  const make = (title: string, fields: Parameters<typeof createTestProperty>[0]) =>
    createTestProperty({ title, images: photo, description: "<p>Corner unit.</p>", ...fields });
  await Promise.all([
      make("Dashboard No Photos", { images: [] }),
      make("Dashboard No Description", { description: "" }),
      make("Dashboard Ended", { authorised_until: addDays(today, -1) }),
      make("Dashboard Ending", { authorised_until: addDays(today, 3) }),
    make("Dashboard Far Off", { authorised_until: addDays(today, 200) }),
  ]);
}, 120_000);

describe("the dashboard", () => {
  it("counts exactly the listings the Property Manager's filter then lists", async () => {
    const counts = await countNeeds();
    for (const need of ["photos", "description", "authorisation-ended", "authorisation-ending", "place"] as const) {
      const listed = await listAdminProperties({ needs: need });
      expect(listed.total, need).toBe(counts[need]);
    }
    const titles = async (need: Parameters<typeof listAdminProperties>[0]["needs"], q: string) =>
      (await listAdminProperties({ needs: need, q })).items.map((r) => r.title);
    expect(await titles("photos", "Dashboard")).toContain("Dashboard No Photos");
    expect(await titles("photos", "Dashboard")).not.toContain("Dashboard No Description");
    expect(await titles("description", "Dashboard")).toEqual(["Dashboard No Description"]);
    expect(await titles("authorisation-ended", "Dashboard")).toEqual(["Dashboard Ended"]);
    expect(await titles("authorisation-ending", "Dashboard")).toEqual(["Dashboard Ending"]);
  });

  it("lists the latest saves first", async () => {
    const latest = await latestChanges(3);
    expect(latest).toHaveLength(3);
    expect(latest.map((r) => r.date_status)).toEqual([...latest.map((r) => r.date_status)].sort().reverse());
  });

  it("reads each count from an index, never the whole table", async () => {
    const plans = await plansOf(() => countNeeds());
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    if (getDialect() === "sqlite") {
      const used = new Set(steps.map((s) => s.index));
      for (const index of ["properties_authorised_until", "properties_without_photos", "properties_without_place", "properties_without_description"]) {
        expect(used.has(index), `${index} not used:\n${shown}`).toBe(true);
      }
    }
  });
});
