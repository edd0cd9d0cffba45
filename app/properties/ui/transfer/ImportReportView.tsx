import type { ShownReport } from "~/properties/transfer/import-report";

/** The dry run's (or the import's) account: rows to add and update, errors by line, photos left out, new names; long lists cut short (shownReport). */
export function ImportReportView({ report, done }: { report: ShownReport; done: boolean }) {
  const creates = report.rows.filter((r) => r.action === "create");
  const updates = report.rows.filter((r) => r.action === "update");
  const { totals } = report;
  const verb = done ? ["Added", "Updated"] : ["Would add", "Would update"];
  return (
    <div className="mt-4 space-y-4 text-sm" data-testid="import-report">
      <p className="font-medium">
        {totals.errors
          ? `${totals.errors} ${totals.errors === 1 ? "row has" : "rows have"} errors: nothing can be imported until the file is fixed.`
          : `${verb[0]} ${totals.creates}, ${verb[1].toLowerCase()} ${totals.updates}.`}
      </p>
      {report.errors.length ? (
        <div>
          <h3 className="font-semibold text-red-800">Errors</h3>
          <ul className="mt-1 space-y-1">
            {report.errors.map((e) => (
              <li key={e.line} className="break-words">
                Line {e.line}: {e.messages.join(" ")}
              </li>
            ))}
            <More shown={report.errors.length} total={totals.errors} what="rows with errors" />
          </ul>
        </div>
      ) : null}
      <RowList title={verb[0]!} rows={creates} total={totals.creates} />
      <RowList title={verb[1]!} rows={updates} total={totals.updates} />
      {report.newNames.locations.length || report.newNames.project_names.length ? (
        <div>
          <h3 className="font-semibold">New names</h3>
          <p className="mt-1 break-words text-stone-700">
            {[
              report.newNames.locations.length ? `Locations: ${report.newNames.locations.join(", ")}.` : "",
              report.newNames.project_names.length ? `Project names: ${report.newNames.project_names.join(", ")}.` : "",
            ].join(" ")}{" "}
            They join their lists.
          </p>
        </div>
      ) : null}
      {report.droppedPhotos.length ? (
        <div>
          <h3 className="font-semibold">Photos not imported</h3>
          <p className="mt-1 text-stone-700">Only this site&apos;s own photos are kept; upload these in the listing instead.</p>
          <ul className="mt-1 space-y-1">
            {report.droppedPhotos.map((p, i) => (
              <li key={i} className="break-all">
                Line {p.line}: {p.url}
              </li>
            ))}
            <More shown={report.droppedPhotos.length} total={totals.droppedPhotos} what="photos" />
          </ul>
        </div>
      ) : null}
      {report.ignoredColumns.length ? <p className="break-words text-stone-700">Columns ignored: {report.ignoredColumns.join(", ")}.</p> : null}
    </div>
  );
}

/** The last line of a list cut short. */
function More({ shown, total, what }: { shown: number; total: number; what: string }) {
  return total > shown ? <li className="text-stone-600">… and {total - shown} more {what}.</li> : null;
}

function RowList({ title, rows, total }: { title: string; rows: ShownReport["rows"]; total: number }) {
  if (total === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold">
        {title}: {total}
      </summary>
      <ul className="mt-1 space-y-1">
        {rows.map((r) => (
          <li key={r.line} className="break-words">
            Line {r.line}: {r.display_id !== null ? `#${r.display_id} ` : ""}
            {r.title}
            {r.action === "update" ? (r.changes.length ? ` (${r.changes.join(", ")})` : " (no change)") : ""}
          </li>
        ))}
        <More shown={rows.length} total={total} what="rows" />
      </ul>
    </details>
  );
}
