import type { Generated } from "kysely";

/** Views and WhatsApp taps of one listing on one Malaysian day (db/migrations/20261124_0650_listing_stats_and_enquiries.ts). */
export interface ListingDailyStatsTable {
  property_id: string;
  /** YYYY-MM-DD, Malaysia time. */
  day: string;
  views: Generated<number>;
  whatsapp_taps: Generated<number>;
}

/** What every lead (an enquiry, a viewing request) stores: who, about which listing (its title then), and when they consented. */
export interface LeadRow {
  id: string;
  property_id: string;
  display_id: number;
  listing_title: string;
  name: string;
  phone: string;
  consented_at: string;
  created_at: string;
}

/** A visitor's enquiry: personal data, shown in the admin only. */
export interface EnquiriesTable extends LeadRow {
  message: string;
  handled_at: string | null;
}

/** A notification waiting to be sent, or sent (db/migrations/20261126_1720_notification_outbox.ts). */
export interface NotificationOutboxTable {
  id: string;
  channel: string;
  kind: string;
  enquiry_id: string | null;
  lang: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  /** For channel "push": the browser it goes to. */
  subscription_id: string | null;
  /** The listing a notification is about when it is not an enquiry (a hot lead). */
  property_id: string | null;
  /** For kinds "viewing" and "viewing-reply" (db/migrations/20261126_2021_viewing_requests.ts). */
  viewing_id: string | null;
  /** A visitor's alert (kinds "alert-confirm", "alert-digest"): the e-mail goes to its address, not the agent's. */
  alert_id: string | null;
}

/** A listing found hot on a Malaysian day, and the agent told (db/migrations/20261126_2020_hot_leads.ts). */
export interface HotLeadNoticesTable {
  property_id: string;
  day: string;
  created_at: string;
}

/** What the agent chose in Settings → Notifications: one row, id 1. */
export interface NotificationPreferencesTable {
  id: number;
  hot_leads: number;
}

/** A browser that turned on notifications in the admin (db/migrations/20261126_1750_push_subscriptions.ts). */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
}

// The leads domain declares its own tables: platform knows no domain.
declare module "~/platform/db/db-schema" {
  interface Database {
    listing_daily_stats: ListingDailyStatsTable;
    enquiries: EnquiriesTable;
    notification_outbox: NotificationOutboxTable;
    push_subscriptions: PushSubscriptionsTable;
    hot_lead_notices: HotLeadNoticesTable;
    notification_preferences: NotificationPreferencesTable;
  }
}
