import type { Generated } from "kysely";

/** Tables as Kysely sees them. Timestamps are ISO-8601 UTC text in both dialects. */
export interface PropertiesTable {
  id: string;
  display_id: number;
  slug: string;
  title: string;
  project_name: string;
  property_type: string;
  owner_name: string;
  owner_contact: string;
  location: string;
  price_sale: number | null;
  price_rent: number | null;
  /** JSON array of "sale" | "rent". */
  listing_type: string;
  land_area: number | null;
  built_up_area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  carparks: number | null;
  description: string;
  remarks_hidden: string;
  status: string;
  date_status: string;
  /** JSON array of public image URLs, cover first. */
  images: string;
  /** 0 or 1: portable across SQLite and PostgreSQL. */
  is_featured: number;
  created_at: string;
  /** Bumped on every save, so an edit made from a stale form is noticed. */
  version: Generated<number>;
}

export interface NameTable {
  id: string;
  name: string;
  /** lower(trim(name)): the unique key that makes duplicates case-insensitive. */
  name_key: string;
  created_at: string;
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
}

/** One row per failed sign-in, per key (client IP and e-mail); see app/auth/rate-limit.server.ts. */
export interface SignInFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}

export interface ContentVersionTable {
  id: number;
  version: number;
}

export interface Database {
  properties: PropertiesTable;
  locations: NameTable;
  project_names: NameTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  content_version: ContentVersionTable;
  sign_in_failures: SignInFailuresTable;
}
