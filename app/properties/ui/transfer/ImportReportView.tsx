import type { ImportReport } from "~/properties/transfer/import-report";

/** The dry run's (or the import's) account: rows to add and update, errors by line, photos left out, new names. */
export function ImportReportView({ report, done }: { report: ImportReport; done: boolean }) {
  const creates = report.rows.filter((r) => r.action === "create");
  const updates = report.rows.filter((r) => r.action === "update");
  const verb = done ? ["Added", "Updated"] : ["Would add", "Would update"];
  return (
    <div className="mt-4 space-y-4 text-sm" data-testid="import-report">
      <p className="font-medium">
        {report.errors.length
          ? `${report.errors.length} ${report.errors.length === 1 ? "row has" : "rows have"} errors: nothing can be imported until the file is fixed.`
          : `${verb[0]} ${creates.length}, ${verb[1].toLowerCase()} ${updates.length}.`}
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
          </ul>
        </div>
      ) : null}
      <RowList title={verb[0]!} rows={creates} />
      <RowList title={verb[1]!} rows={updates} />
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
          </ul>
        </div>
      ) : null}
      {report.ignoredColumns.length ? <p className="break-words text-stone-700">Columns ignored: {report.ignoredColumns.join(", ")}.</p> : null}
    </div>
  );
}

function RowList({ title, rows }: { title: string; rows: ImportReport["rows"] }) {
  if (rows.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer font-semibold">
        {title}: {rows.length}
      </summary>
      <ul className="mt-1 space-y-1">
        {rows.map((r) => (
          <li key={r.line} className="break-words">
            Line {r.line}: {r.display_id !== null ? `#${r.display_id} ` : ""}
            {r.title}
            {r.action === "update" ? (r.changes.length ? ` (${r.changes.join(", ")})` : " (no change)") : ""}
          </li>
        ))}
      </ul>
    </details>
  );
}
