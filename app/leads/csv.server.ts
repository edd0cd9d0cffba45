import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe: enquiries carry text a visitor typed.
 */
function inert(value: unknown): unknown {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV download: header row, RFC 4180 quoting, UTF-8 with a BOM so that Excel reads Malay and Chinese names right. */
export function csvResponse<Row extends object>(filename: string, columns: (keyof Row & string)[], rows: Row[]): Response {
  const body = stringify(
    rows.map((row) => columns.map((c) => inert(row[c]))),
    { header: true, columns, bom: true, record_delimiter: "windows" },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
