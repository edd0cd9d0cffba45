import type { Selectable } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { fieldEntries } from "~/properties/model/fields";

/**
 * The schema as the migrations must build it, written once more by hand and
 * checked against the Kysely types by the compiler: every table of
 * `Database` and every column must be listed (a missing or extra one fails
 * `npm run typecheck`), a string column must be "text", a number "integer"
 * or "real", and `nullable` must match whether the type admits null.
 * tests/integration/database/schema-drift.test.ts checks the same list against a
 * freshly migrated database of each dialect, so the types and the
 * migrations cannot drift apart unnoticed.
 */
export type ColumnKind = "text" | "integer" | "real";
type SpecOf<V> = {
  kind: [V] extends [string | null] ? "text" : [V] extends [number | null] ? "integer" | "real" : never;
  nullable: null extends V ? true : false;
};
type SchemaSpec = {
  [T in keyof Database]: { [C in keyof Selectable<Database[T]>]-?: SpecOf<Selectable<Database[T]>[C]> };
};

const text = { kind: "text", nullable: false } as const;
const integer = { kind: "integer", nullable: false } as const;
const nullableInteger = { kind: "integer", nullable: true } as const;
const nullableReal = { kind: "real", nullable: true } as const;
const names = { id: text, name: text, name_key: text, created_at: text } as const;

export const schemaSpec = {
  // The properties table's field columns come from app/properties/model/fields.ts, as its Kysely type does.
  properties: {
    id: text,
    display_id: integer,
    slug: text,
    date_status: text,
    created_at: text,
    version: integer,
    price_sale_before: nullableReal,
    price_rent_before: nullableReal,
    price_reduced_at: text,
    status_since: text,
    project_slug: text,
    map_lat: nullableReal,
    map_lon: nullableReal,
    map_radius: integer,
    near_stations: text,
    station_metres: nullableInteger,
    stations_version: text,
    ...Object.fromEntries(
      fieldEntries().map(([name, f]) => [
        name,
        f.kind === "number" ? (f.integer ? nullableInteger : nullableReal) : f.kind === "flag" ? integer : text,
      ]),
    ),
  } as SchemaSpec["properties"],
  locations: names,
  project_names: { ...names, exact_location: text },
  property_stations: { property_id: text, station_slug: text, line_code: text, metres: integer, available: integer },
  admin_users: { id: text, email: text, password_hash: text, created_at: text },
  sessions: { id: text, user_id: text, expires_at: text, created_at: text, last_seen_at: { kind: "text", nullable: true } },
  content_version: { id: integer, version: integer },
  display_id_counter: { id: integer, last_display_id: integer },
  sign_in_failures: { id: text, key: text, failed_at: text },
  password_resets: { id: text, user_id: text, created_at: text, expires_at: text, used_at: { kind: "text", nullable: true } },
  checked_imports: { id: text, admin_email: text, file_name: text, csv: text, created_at: text },
  listing_daily_stats: { property_id: text, day: text, views: integer, whatsapp_taps: integer },
  enquiries: {
    id: text,
    property_id: text,
    display_id: integer,
    listing_title: text,
    name: text,
    phone: text,
    message: text,
    consented_at: text,
    created_at: text,
    handled_at: { kind: "text", nullable: true },
  },
  notification_outbox: {
    id: text,
    channel: text,
    kind: text,
    enquiry_id: { kind: "text", nullable: true },
    lang: text,
    created_at: text,
    attempts: integer,
    next_attempt_at: text,
    claimed_by: { kind: "text", nullable: true },
    claimed_until: { kind: "text", nullable: true },
    sent_at: { kind: "text", nullable: true },
    failed_at: { kind: "text", nullable: true },
    last_error: { kind: "text", nullable: true },
    subscription_id: { kind: "text", nullable: true },
    property_id: { kind: "text", nullable: true },
    alert_id: { kind: "text", nullable: true },
    viewing_id: { kind: "text", nullable: true },
  },
  viewing_availability: { id: integer, weekly_hours: text, slot_minutes: integer, blocked_dates: text, calendar_secret_hash: { kind: "text", nullable: true }, updated_at: text },
  viewing_requests: {
    id: text,
    property_id: text,
    display_id: integer,
    listing_title: text,
    name: text,
    phone: text,
    email: { kind: "text", nullable: true },
    lang: text,
    slot_start: text,
    slot_end: text,
    status: text,
    held_slot: { kind: "text", nullable: true },
    consented_at: text,
    created_at: text,
    decided_at: { kind: "text", nullable: true },
  },
  alert_subscriptions: {
    id: text,
    token: text,
    email: text,
    lang: text,
    path: text,
    filters: text,
    property_id: { kind: "text", nullable: true },
    consented_at: text,
    created_at: text,
    confirmed_at: { kind: "text", nullable: true },
    last_digest_at: { kind: "text", nullable: true },
    channel: text,
    push_endpoint: { kind: "text", nullable: true },
    push_p256dh: { kind: "text", nullable: true },
    push_auth: { kind: "text", nullable: true },
  },
  alert_events: { id: text, subscription_id: text, property_id: text, reason: text, happened_at: text, digest_id: { kind: "text", nullable: true } },
  alert_scan: { id: integer, scanned_until: text },
  push_subscriptions: { id: text, endpoint: text, p256dh: text, auth: text, label: text, created_at: text },
  hot_lead_notices: { property_id: text, day: text, created_at: text },
  notification_preferences: { id: integer, hot_leads: integer },
  search_aliases: { id: text, short_name: text, full_name: text, pair_key: text, created_at: text },
  owner_data_log: { id: text, at: text, actor: text, action: text, property_id: text, display_id: integer, fields: text },
  site_settings: {
    id: integer,
    agency_name: text,
    agency_reg_no: text,
    consultant_name: text,
    consultant_ren: text,
    consultant_phone: text,
    whatsapp_number: text,
    watermark_text: { kind: "text", nullable: true },
    brand_color: text,
    accent_color: text,
    logo_url: { kind: "text", nullable: true },
    logo_width: nullableInteger,
    logo_height: nullableInteger,
    updated_at: text,
    consultant_photo_url: { kind: "text", nullable: true },
  },
} as const satisfies SchemaSpec;
