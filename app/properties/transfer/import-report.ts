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
