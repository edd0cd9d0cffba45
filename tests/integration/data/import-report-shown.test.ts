import { describe, expect, it } from "vitest";
import * as dataPage from "~/routes/admin/data";
import { REPORT_SHOWN, type ShownReport } from "~/properties/transfer/import-report";
import { adminCookie, args, ORIGIN, unwrap } from "../admin-helpers";

/**
 * Issue 28 item 8 (decision 044): the Data page lists the first rows of each
 * kind of a large file and counts the rest, instead of rendering every line of
 * a 20,000-row file in one turn of the server's loop. The Import button still
 * names every row.
 */
describe("the Data page's report of a large file", () => {
  it("lists the first rows to add and with errors, and counts all of them", async () => {
    const good = REPORT_SHOWN + 50;
    const bad = REPORT_SHOWN + 7;
    const rows = [
      ...Array.from({ length: good }, (_, i) => `Shown Condo ${i},Cheras,sale,${500_000 + i}`),
      ...Array.from({ length: bad }, (_, i) => `Broken Condo ${i},Cheras,sale,not a price`),
    ];
    const check = async (lines: string[]) => {
      const form = new FormData();
      form.append("intent", "check");
      form.append("file", new File([`title,location,listing_type,price_sale\n${lines.join("\n")}\n`], "big.csv", { type: "text/csv" }));
      const request = new Request(`${ORIGIN}/admin/data`, { method: "POST", body: form, headers: { Cookie: await adminCookie() } });
      return unwrap<{ step: string; report: ShownReport }>(await dataPage.action(args(request))).data;
    };

    const refused = await check(rows);
    expect(refused.step).toBe("checked");
    expect(refused.report.totals).toEqual({ creates: good, updates: 0, errors: bad, droppedPhotos: 0 });
    expect(refused.report.errors).toHaveLength(REPORT_SHOWN);
    expect(refused.report.rows).toHaveLength(REPORT_SHOWN);
    expect(refused.report.rows.at(-1)!.title).toBe(`Shown Condo ${REPORT_SHOWN - 1}`);

    const fixed = await check(rows.slice(0, good));
    expect(fixed.report.totals).toEqual({ creates: good, updates: 0, errors: 0, droppedPhotos: 0 });
    expect(fixed.report.rows).toHaveLength(REPORT_SHOWN);
  });
});
