import type { Generated } from "kysely";

/**
 * Tables as Kysely sees them. Timestamps are ISO-8601 UTC text in both
 * dialects. A domain whose columns are derived from its own definitions adds
 * its table to `Database` itself (app/properties/model/table.ts: `properties`).
 */
export interface NameTable {
  id: string;
  name: string;
  /** lower(trim(name)): the unique key that makes duplicates case-insensitive. */
  name_key: string;
  created_at: string;
}

/** A project name also holds the project's place ("lat,lon" or ""), used by its listings that have none (issue 30). */
export interface ProjectNameTable extends NameTable {
  exact_location: Generated<string>;
}

export interface AdminUsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  /** When requireAdmin last saw it (updated at most once a minute); null only on rows from before this column. */
  last_seen_at: string | null;
}

/** One row per failed sign-in, per key (client IP and e-mail); see app/auth/rate-limit.server.ts. */
export interface SignInFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}

/** A "forgot password" link (decision 067): `id` is the SHA-256 of its secret; used once, within 30 minutes. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ContentVersionTable {
  id: number;
  version: number;
}

/** The agency's details and brand (decision 020): one row, id 1, or none while the environment's defaults apply. */
export interface SiteSettingsTable {
  id: number;
  agency_name: string;
  agency_reg_no: string;
  consultant_name: string;
  consultant_ren: string;
  consultant_phone: string;
  whatsapp_number: string;
  /** Null: the site's address. */
  watermark_text: string | null;
  brand_color: string;
  accent_color: string;
  logo_url: string | null;
  logo_width: number | null;
  logo_height: number | null;
  updated_at: string;
  /** The negotiator's square photo (CONSULTANT_PHOTO_SIZE px), or null. */
  consultant_photo_url: string | null;
}

export interface Database {
  locations: NameTable;
  project_names: ProjectNameTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  content_version: ContentVersionTable;
  sign_in_failures: SignInFailuresTable;
  password_resets: PasswordResetsTable;
  site_settings: SiteSettingsTable;
}
