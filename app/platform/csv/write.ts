import { stringify } from "csv-stringify/sync";
import { guardFormulas } from "./formula-guard";

/**
 * Rows as one CSV text, as every export of the site writes it: a byte-order
 * mark (Excel then reads Malay and Chinese names as UTF-8), CRLF between
 * records (RFC 4180), every text cell through the formula guard, and every
 * cell holding a line break quoted. csv-stringify quotes a cell holding its
 * record delimiter, CRLF, but not a bare LF or CR: a spreadsheet then reads
 * those as new rows, and a browser posting the text back turns each LF into
 * CRLF (that is how "Import" refused rows "Check file" had passed).
 */
export function writeCsv(rows: unknown[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === "string" ? guardFormulas(cell) : cell))),
    { bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ },
  );
}
