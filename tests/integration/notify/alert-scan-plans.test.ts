import { describe, expect, it } from "vitest";
import { describePlans, plansOf } from "../../support/query-plans";
import { scanAlerts } from "~/leads/alerts/scan.server";

/**
 * The alert scan runs every few seconds (decision 070): it must read only its
 * window, the listings that became Available or were cut in price since its
 * last pass, by their own indexes, never every Available listing sorted. On
 * SQLite a `status = 'Available'` in its SQL made it walk the status index and
 * sort; on PostgreSQL a (status, status_since) index was taken for every query
 * on Available listings, a word search included.
 */
describe("the alert scan's reads", () => {
  it("seek the window by properties_status_since and properties_price_reduced_at (only the window's rows are sorted)", async () => {
    // The first pass only sets where the scan starts; the second reads the hour since.
    const plans = await plansOf(async () => {
      await scanAlerts(new Date(Date.now() - 3600_000));
      await scanAlerts();
    });
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    const used = new Set(steps.map((s) => s.index));
    for (const index of ["properties_status_since", "properties_price_reduced_at"]) expect(used.has(index), `${index} not used:\n${shown}`).toBe(true);
    // Nothing else reads properties: no status index walked over every Available listing.
    expect(steps.filter((s) => s.index && s.index.startsWith("properties_") && !["properties_status_since", "properties_price_reduced_at"].includes(s.index)), shown).toEqual([]);
  });
});
