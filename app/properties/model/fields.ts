import type { ColumnOf, FieldDef, ValueOf } from "./field-kinds";
import { PUBLIC_FIELD_DECLARATION } from "./public-fields";
import { PRIVATE_FIELDS } from "./private-fields";

export { displayLabel, isListKind, SECTIONS, type FieldDef, type Section } from "./field-kinds";

/**
 * Every field of a property the agent edits, declared once: who may see it,
 * how the admin form asks for it, how it is validated, and whether (and
 * where) the public page shows it. The table's columns (table.ts), the
 * public, card and admin column lists, the form schema (form.ts), the admin
 * form and the public facts are derived from this list. Adding a field: a
 * migration plus one entry in public-fields.ts or private-fields.ts (two
 * modules, so that a public page's script never carries a private field's name).
 *
 * The admin form shows fields in this order, under their sections; the
 * public page follows `fact.order` (docs/product.md#listing-detail).
 */

export const FIELDS = { ...PUBLIC_FIELD_DECLARATION, ...PRIVATE_FIELDS } as const satisfies Record<string, FieldDef>;

export type FieldName = keyof typeof FIELDS;
type Fields = typeof FIELDS;

export type FieldValues = { -readonly [K in FieldName]: ValueOf<Fields[K]> };
export type FieldColumns = { -readonly [K in FieldName]: ColumnOf<Fields[K]> };

type PublicName = { [K in FieldName]: Fields[K]["visibility"] extends "public" ? K : never }[FieldName];
type CardName = { [K in FieldName]: Fields[K] extends { card: true } ? K : never }[FieldName];
export type PublicFieldValues = Pick<FieldValues, PublicName>;
export type CardFieldValues = Pick<FieldValues, CardName>;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const fieldEntries = () => FIELD_NAMES.map((name) => [name, FIELDS[name] as FieldDef] as const);

export const PUBLIC_FIELDS = FIELD_NAMES.filter((n) => FIELDS[n].visibility === "public") as PublicName[];
type OwnerDataName = { [K in FieldName]: Fields[K] extends { personal: true } ? K : never }[FieldName];
/** The owner's personal data: owner name, contact and the hidden remarks. */
export const OWNER_DATA_FIELDS = FIELD_NAMES.filter((n) => "personal" in FIELDS[n]) as OwnerDataName[];
export const CARD_FIELDS = FIELD_NAMES.filter((n) => "card" in FIELDS[n]) as CardName[];
