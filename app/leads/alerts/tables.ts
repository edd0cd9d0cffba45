import type { Generated } from "kysely";

/** A visitor's alert (db/migrations/20261126_2054_visitor_alerts.ts): personal data, shown in the admin only as counts, or under the PDPA export. */
export interface AlertSubscriptionsTable {
  id: string;
  token: string;
  email: string;
  lang: string;
  /** The list page followed, without its language prefix ("/category/condominium"); a listing's path when following its price. */
  path: string;
  /** The page's canonical filter parameters ("bedrooms=3&deal=rent"), "" for none. */
  filters: string;
  /** Following one listing's price (the heart's "Tell me if the price drops"). */
  property_id: string | null;
  consented_at: string;
  created_at: string;
  confirmed_at: string | null;
  last_digest_at: string | null;
  /** "email" (double opt-in) or "push" (one browser's subscription, db/migrations/20261127_0500_push_alerts.ts; `email` is ""). */
  channel: Generated<string>;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
}

export interface AlertEventsTable {
  id: string;
  subscription_id: string;
  property_id: string;
  reason: string;
  happened_at: string;
  digest_id: string | null;
}

export interface AlertScanTable {
  id: number;
  scanned_until: string;
}

declare module "~/platform/db/db-schema" {
  interface Database {
    alert_subscriptions: AlertSubscriptionsTable;
    alert_events: AlertEventsTable;
    alert_scan: AlertScanTable;
  }
}
