import type { Generated, Selectable } from "kysely";
import { parseList } from "~/platform/json-list";
import {
  CARD_FIELDS,
  FIELD_NAMES,
  FIELDS,
  PUBLIC_FIELDS,
  type CardFieldValues,
  type FieldColumns,
  type FieldDef,
  type FieldName,
  type FieldValues,
  type PublicFieldValues,
} from "./fields";
import { isListKind } from "./field-kinds";
import { projectSlug } from "~/names/projects";
import type { NearStation } from "~/place/nearest";

function parseNearStations(value: unknown): NearStation[] {
  try {
    const list = JSON.parse(String(value ?? "[]")) as unknown;
    return Array.isArray(list) ? (list as NearStation[]) : [];
  } catch {
    return [];
  }
}

/**
 * The `properties` table: the columns every property has whatever the agent
 * types, plus one column per field of fields.ts. Timestamps are ISO-8601 UTC
 * text in both dialects.
 */
export interface PropertiesTable extends FieldColumns {
  id: string;
  display_id: number;
  slug: string;
  date_status: string;
  created_at: string;
  /** Bumped on every save, so an edit made from a stale form is noticed. */
  version: Generated<number>;
  /** The prices just before the agent lowered them, and when (docs/product.md#listing-detail); set by updateProperty only. */
  price_sale_before: Generated<number | null>;
  price_rent_before: Generated<number | null>;
  price_reduced_at: Generated<string>;
  /** When the listing took its present status (owner data is erased N months after Sold or Rented). */
  status_since: Generated<string>;
  /** projectSlug(project_name), written with it by toRowValues: the project page's key (decision 022). */
  project_slug: string;
  /** Where it is, as a visitor may see it (place.server.ts, decision 055): the exact point or an approximate circle's centre. */
  map_lat: Generated<number | null>;
  map_lon: Generated<number | null>;
  /** 0: the point is the home; else the radius (m) of the circle a visitor sees. */
  map_radius: Generated<number>;
  /** The two nearest stations within 2 km, as JSON (NearStation[]), stored on save: no geometry per request. */
  near_stations: Generated<string>;
  /** The nearest station's distance in metres, or null: the "Near a station" filter. */
  station_metres: Generated<number | null>;
  /** The station file those were measured on (STATIONS_VERSION). */
  stations_version: Generated<string>;
}

/** Every station within 2 km of a listing, one row per line it serves: the Line filter and the station pages. */
export interface PropertyStationsTable {
  property_id: string;
  station_slug: string;
  line_code: string;
  metres: number;
  /** 1 while the listing is Available, else 0: kept by triggers (20261127_0650_stations_know_the_status.ts), never written by the code. */
  available: Generated<number>;
}

/** One row: the highest display id ever given, so a deleted listing's number is never given again. */
export interface DisplayIdCounterTable {
  id: number;
  last_display_id: number;
}

// The properties domain declares its own table: platform knows no domain.
declare module "~/platform/db/db-schema" {
  interface Database {
    properties: PropertiesTable;
    display_id_counter: DisplayIdCounterTable;
    property_stations: PropertyStationsTable;
  }
}

const SYSTEM_PUBLIC = [
  "id", "display_id", "slug", "date_status", "created_at", "price_sale_before", "price_rent_before", "price_reduced_at",
  "map_lat", "map_lon", "map_radius", "near_stations",
] as const;
// A card carries the shown point (never the exact one): the list's map view pins it (decision 064).
const SYSTEM_CARD = ["id", "display_id", "slug", "near_stations", "map_lat", "map_lon"] as const;

/** Columns a visitor may see. Owner fields and hidden remarks are never selected for them. */
export const PUBLIC_COLUMNS = [...SYSTEM_PUBLIC, ...PUBLIC_FIELDS] as const;
/** A card needs less than the detail page: list payloads stay small. */
export const CARD_COLUMNS = [...SYSTEM_CARD, ...CARD_FIELDS] as const;

type System = { id: string; display_id: number; slug: string; date_status: string; created_at: string };
/** Where a visitor may see it: never the exact point of an approximate location. */
export type PublicPlace = { map_lat: number | null; map_lon: number | null; map_radius: number; near_stations: NearStation[] };
/** A price reduction as stored (price-reduction.ts decides whether it still shows). */
export type PriceHistory = { price_sale_before: number | null; price_rent_before: number | null; price_reduced_at: string };

/** What a visitor's browser may receive: no owner fields, no hidden remarks. */
export type PublicProperty = System & PriceHistory & PublicPlace & PublicFieldValues;
/** The admin sees everything. */
export type AdminProperty = System & FieldValues & { version: number };
export type PropertyCardData = Pick<System, "id" | "display_id" | "slug"> &
  Pick<PublicPlace, "near_stations" | "map_lat" | "map_lon"> &
  Omit<CardFieldValues, "images"> & { cover: string | null; photo_count: number };

/** A field's column value as code uses it. */
function fromColumn(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case "number":
      return value === null || value === undefined ? null : Number(value);
    case "flag":
      return Boolean(Number(value));
    default:
      return isListKind(field) ? parseList(String(value ?? "")) : (value ?? "");
  }
}

/** Columns as read from either dialect (PostgreSQL returns some numbers as strings) → values. */
function fromRow<R extends Record<string, unknown>>(row: R): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const name of Object.keys(row)) {
    if (name in FIELDS) out[name] = fromColumn(FIELDS[name as FieldName], row[name]);
  }
  if ("display_id" in row) out.display_id = Number(row.display_id);
  if ("version" in row) out.version = Number(row.version);
  for (const name of ["map_lat", "map_lon"] as const) {
    if (name in row) out[name] = row[name] === null || row[name] === undefined ? null : Number(row[name]);
  }
  if ("map_radius" in row) out.map_radius = Number(row.map_radius ?? 0);
  if ("near_stations" in row) out.near_stations = parseNearStations(row.near_stations);
  for (const name of ["price_sale_before", "price_rent_before"] as const) {
    if (name in row) out[name] = row[name] === null || row[name] === undefined ? null : Number(row[name]);
  }
  return out;
}

export function toPublicProperty(row: Pick<Selectable<PropertiesTable>, (typeof PUBLIC_COLUMNS)[number]>): PublicProperty {
  return fromRow(row) as PublicProperty;
}

export function toAdminProperty(row: Selectable<PropertiesTable>): AdminProperty {
  return fromRow(row) as AdminProperty;
}

export function toCard(row: Pick<Selectable<PropertiesTable>, (typeof CARD_COLUMNS)[number]>): PropertyCardData {
  const { images, ...rest } = fromRow(row) as PropertyCardData & { images: string[] };
  return { ...rest, cover: images[0] ?? null, photo_count: images.length };
}

/** The writable fields of a property, already validated and normalised. */
export type PropertyInput = FieldValues;

/** Every field empty, as a new listing starts (numbers null, lists empty, choices at their fallback). */
export function emptyInput(): PropertyInput {
  const values: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const field = FIELDS[name] as FieldDef;
    values[name] =
      field.kind === "number" ? null : field.kind === "flag" ? false : isListKind(field) ? [] : field.kind === "choice" ? (field.fallback ?? "") : "";
  }
  return values as PropertyInput;
}

/** What every write of a listing sets: its fields' columns, and the columns derived from them. */
export type RowValues = FieldColumns & Pick<PropertiesTable, "project_slug">;

/** Values → columns (lists as JSON text, booleans as 0/1), with the project slug derived from the name. */
export function toRowValues(input: PropertyInput): RowValues {
  const row: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const field = FIELDS[name] as FieldDef;
    const value = input[name];
    row[name] =
      field.kind === "flag"
        ? value
          ? 1
          : 0
        : isListKind(field)
          ? JSON.stringify(value)
          : value;
  }
  return { ...(row as FieldColumns), project_slug: projectSlug(input.project_name) };
}
