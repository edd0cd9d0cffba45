import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { exportListingsCsv } from "~/properties/transfer/csv-export.server";
import { loader as enquiriesExport } from "~/routes/admin/enquiries-export";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get } from "../admin-helpers";

/**
 * Issue 28 item 1: every export opened as a spreadsheet opens it. LibreOffice
 * (headless; Debian's libreoffice-calc-nogui, installed by .ci/run) converts
 * each CSV to a flat OpenDocument file with its default CSV import, which runs
 * formulas; the test reads that file: no cell is a formula, and each record is
 * one row. A control file proves the conversion does run an unguarded formula.
 */
const ATTACK = "Hi\n=cmd|' /C calc'!A0";

/** The rows of a CSV as LibreOffice reads them: each row's cells, each cell's lines joined by "\n", and whether any cell is a formula. */
function openAsSpreadsheet(files: Record<string, string>): Record<string, { rows: string[][]; formulas: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-spreadsheet-"));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.csv`), text);
    execFileSync(
      "soffice",
      [`-env:UserInstallation=file://${dir}/profile`, "--headless", "--convert-to", "fods", "--outdir", dir, ...Object.keys(files).map((n) => path.join(dir, `${n}.csv`))],
      { stdio: "pipe", timeout: 120_000 },
    );
    return Object.fromEntries(
      Object.keys(files).map((name) => {
        const xml = fs.readFileSync(path.join(dir, `${name}.fods`), "utf8");
        const table = xml.slice(xml.indexOf("<table:table "), xml.indexOf("</table:table>"));
        const rows = table
          .split(/<table:table-row\b/)
          .slice(1)
          .map((row) =>
            row
              .split(/<table:table-cell\b/)
              .slice(1)
              .flatMap((cell) => {
                // Empty cells side by side are one element with a count.
                const repeated = Number(/^[^>]*table:number-columns-repeated="(\d+)"/.exec(cell)?.[1] ?? 1);
                const text = [...cell.matchAll(/<text:p>(.*?)<\/text:p>/gs)].map((m) => decode(m[1]!)).join("\n");
                return Array<string>(repeated).fill(text);
              }),
          )
          .filter((cells) => cells.some((c) => c !== ""));
        return [name, { rows, formulas: (xml.match(/table:formula=/g) ?? []).length }];
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function decode(xml: string): string {
  return xml
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n) => " ".repeat(Number(n ?? 1)))
    .replace(/<text:tab\/>/g, "\t")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

describe.skipIf(process.env.TEST_DIALECT === "postgres")("CSV exports opened in a spreadsheet", () => {
  it("no cell of the enquiries or listings export is a formula, and each record stays one row", { timeout: 180_000 }, async () => {
    const p = await createTestProperty({
      title: "Spreadsheet Condo",
      nearby: "5 min walk to MRT\n=1+1\n- Near Publika\r\n@SUM(A1)",
      remarks_hidden: "Keys at guard house\r+60 12-345 6789",
    });
    const now = new Date().toISOString();
    await getDb()
      .insertInto("enquiries")
      .values({ id: newId(), property_id: p.id, display_id: p.display_id, listing_title: p.title, name: "=HYPERLINK(\"http://evil\")", phone: "012-345 6789", message: ATTACK, consented_at: now, created_at: now })
      .execute();
    const enquiries = await ((await enquiriesExport(args(get("/admin/enquiries/export", await adminCookie())))) as Response).text();
    const listings = await exportListingsCsv(getDb());
    const records = (await getDb().selectFrom("properties").select("id").execute()).length;

    const opened = openAsSpreadsheet({ enquiries, listings, control: "a,b\r\nHi,=1+1\r\n" });

    expect(opened.control!.formulas).toBe(1);
    expect(opened.enquiries!.formulas).toBe(0);
    expect(opened.listings!.formulas).toBe(0);
    expect(opened.enquiries!.rows).toHaveLength(2);
    expect(opened.listings!.rows).toHaveLength(1 + records);
    const [head, row] = opened.enquiries!.rows;
    // The text is all there, each line that would start a formula shown with an apostrophe in front.
    expect(row![head!.indexOf("message")]).toBe("Hi\n'=cmd|' /C calc'!A0");
    expect(row![head!.indexOf("name")]).toBe("'=HYPERLINK(\"http://evil\")");
    const listing = opened.listings!.rows.find((r) => r.includes("Spreadsheet Condo"))!;
    expect(listing[opened.listings!.rows[0]!.indexOf("nearby")]).toBe("5 min walk to MRT\n'=1+1\n'- Near Publika\n'@SUM(A1)");
  });
});
