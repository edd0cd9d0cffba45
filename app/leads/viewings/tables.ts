import type { LeadRow } from "../tables";

/** The agent's viewing hours and the calendar feed's secret: one row (db/migrations/20261126_2021_viewing_requests.ts). */
export interface ViewingAvailabilityTable {
  id: number;
  /** JSON: ISO weekday ("1" Monday … "7" Sunday) → [["10:00","18:00"], …], Malaysia time. */
  weekly_hours: string;
  slot_minutes: number;
  /** JSON list of 'YYYY-MM-DD'. */
  blocked_dates: string;
  /** SHA-256 (hex) of the calendar feed's secret; null: no feed. */
  calendar_secret_hash: string | null;
  updated_at: string;
}

/** A visitor's viewing request: personal data, shown in the admin only (and to the visitor, on its unguessable page). */
export interface ViewingRequestsTable extends LeadRow {
  email: string | null;
  lang: string;
  slot_start: string;
  slot_end: string;
  status: string;
  /** slot_start while the request holds its slot (pending, proposed, confirmed); unique. */
  held_slot: string | null;
  decided_at: string | null;
}

declare module "~/platform/db/db-schema" {
  interface Database {
    viewing_availability: ViewingAvailabilityTable;
    viewing_requests: ViewingRequestsTable;
  }
}
