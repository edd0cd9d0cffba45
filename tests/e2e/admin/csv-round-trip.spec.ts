import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import fs from "node:fs";
import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { deleteListings, insertListings } from "../public-helpers";

/**
 * Issue 28 item 1: the site's own listings export imports back unchanged
 * through the Data page in a real browser. "Check file" uploads the file;
 * "Import" posts it back from the page, and a browser turns every bare line
 * feed of a posted value into CRLF: unquoted multi-line cells (Nearby, one
 * place a line) then became extra rows, and Import refused rows Check passed.
 */
async function downloadCsv(page: Page): Promise<string> {
  await page.goto("/admin/data");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  return fs.readFileSync((await download.path())!, "utf8");
}

/** The header line and the records of these display ids, each exactly as the file wrote it. */
function recordsOf(csv: string, displayIds: number[]): { header: string; records: string[] } {
  const parsed = parse(csv, { bom: true, raw: true, record_delimiter: "\r\n" }) as unknown as { record: string[]; raw: string }[];
  const [head, ...rest] = parsed;
  const idColumn = head!.record.indexOf("display_id");
  const records = rest.filter((r) => displayIds.includes(Number(r.record[idColumn]))).map((r) => r.raw);
  return { header: head!.raw, records };
}

test("the listings export imports back through the Data page unchanged", async ({ page, baseURL }) => {
  const stamp = `E2E Round Trip ${Date.now()}`;
  const listings = insertListings([
    { title: `${stamp} "Corner" 公寓`, remarks_hidden: "Keys at guard house\n=cmd|' /C calc'!A0", owner_contact: "+60 12-345 6789" },
    { title: `${stamp} Terrace`, description: "<p>Renovated.</p>\n<p>Near LRT.</p>" },
  ]);
  withServerDb((db) =>
    db.prepare("update properties set nearby = ? where id = ?").run("5 min walk to MRT Semantan\n- Publika\n@ Mont Kiara\r\nHospital", listings[0]!.id),
  );
  const ids = listings.map((l) => l.display_id);
  try {
    await page.goto("/login");
    await signInFast(page.context(), baseURL!);
    const first = recordsOf(await downloadCsv(page), ids);
    expect(first.records).toHaveLength(2);

    // Only these two rows: other test files change other listings at the same time.
    const file = `\uFEFF${first.header}${first.records.join("")}`;
    await page.getByLabel("CSV file").setInputFiles({ name: "listings.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(page.getByTestId("import-report")).toContainText("Would add 0, would update 2.");
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Imported: 0 added, 2 updated." })).toBeVisible();

    const again = recordsOf(await downloadCsv(page), ids);
    expect(again.records).toEqual(first.records);
  } finally {
    deleteListings(listings.map((l) => l.id));
  }
});
