/** One row of the owner data log as the Data page shows it (shared by server and page). */
export interface OwnerDataLogEntry {
  id: string;
  at: string;
  actor: string;
  /** "create", "edit", "import" or "erase". */
  action: string;
  property_id: string;
  display_id: number;
  /** The fields' labels ("Owner Name"), as the admin form names them. */
  fields: string[];
}
