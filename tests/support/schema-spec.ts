import type { Selectable } from "kysely";
import type { Database } from "~/platform/db-schema";

/**
 * The schema as the migrations must build it, written once more by hand and
 * checked against the Kysely types by the compiler: every table of
 * `Database` and every column must be listed (a missing or extra one fails
 * `npm run typecheck`), a string column must be "text", a number "integer"
 * or "real", and `nullable` must match whether the type admits null.
 * tests/integration/schema-drift.test.ts checks the same list against a
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
  properties: {
    id: text,
    display_id: integer,
    slug: text,
    title: text,
    project_name: text,
    property_type: text,
    owner_name: text,
    owner_contact: text,
    location: text,
    price_sale: nullableReal,
    price_rent: nullableReal,
    listing_type: text,
    land_area: nullableReal,
    built_up_area: nullableReal,
    bedrooms: nullableInteger,
    bathrooms: nullableInteger,
    carparks: nullableInteger,
    description: text,
    remarks_hidden: text,
    status: text,
    date_status: text,
    images: text,
    is_featured: integer,
    created_at: text,
    version: integer,
  },
  locations: names,
  project_names: names,
  admin_users: { id: text, email: text, password_hash: text, created_at: text },
  sessions: { id: text, user_id: text, expires_at: text, created_at: text },
  content_version: { id: integer, version: integer },
  sign_in_failures: { id: text, key: text, failed_at: text },
} as const satisfies SchemaSpec;
