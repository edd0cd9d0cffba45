import { writeCsv } from "~/platform/csv/write";

/**
 * A CSV download: a header row, then `columns` of each row, written as every
 * export is (`writeCsv`: the formula guard on every line of every cell, since
 * enquiries carry text a visitor typed).
 */
export function csvResponse<Row extends object>(filename: string, columns: (keyof Row & string)[], rows: Row[]): Response {
  const body = writeCsv([columns, ...rows.map((row) => columns.map((c) => row[c]))]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
