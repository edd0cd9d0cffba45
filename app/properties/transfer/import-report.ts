/** What a CSV import would do (the dry run) or did: shared by the server and the Data page. */
export interface RowPlan {
  line: number;
  action: "create" | "update";
  display_id: number | null;
  title: string;
  /** Update: the fields whose value changes. */
  changes: string[];
}

export interface ImportReport {
  /** Nothing could be read (not a CSV, no header, no known column): the only message. */
  fileError: string | null;
  rows: RowPlan[];
  errors: { line: number; messages: string[] }[];
  droppedPhotos: { line: number; url: string }[];
  newNames: { locations: string[]; project_names: string[] };
  ignoredColumns: string[];
}

/** How many rows of each list the Data page shows. */
export const REPORT_SHOWN = 200;

/** The report as the Data page shows it: each list cut to its first REPORT_SHOWN entries, with the whole counts. */
export interface ShownReport extends ImportReport {
  totals: { creates: number; updates: number; errors: number; droppedPhotos: number };
}

/**
 * A 20,000-row file listed in full was a second of the server's one thread
 * (rendering 20,000 lines and sending them again for the page's script) and
 * more than anyone reads: the page lists the first REPORT_SHOWN of each kind
 * and says how many more there are (decision 044).
 */
export function shownReport(report: ImportReport): ShownReport {
  const creates = report.rows.filter((r) => r.action === "create");
  const updates = report.rows.filter((r) => r.action === "update");
  return {
    ...report,
    rows: [...creates.slice(0, REPORT_SHOWN), ...updates.slice(0, REPORT_SHOWN)],
    errors: report.errors.slice(0, REPORT_SHOWN),
    droppedPhotos: report.droppedPhotos.slice(0, REPORT_SHOWN),
    totals: { creates: creates.length, updates: updates.length, errors: report.errors.length, droppedPhotos: report.droppedPhotos.length },
  };
}
