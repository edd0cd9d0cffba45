import type { MessageKey } from "~/i18n/catalogs";
import { hasMessage, type Translate } from "~/i18n/translator";
import { displayLabel, type FieldDef, type Section } from "../model/field-kinds";
import type { FieldName } from "../model/fields";
import { PUBLIC_FIELD_DECLARATION } from "../model/public-fields";

/**
 * A field's label, a section's heading and a choice's value in the page's
 * language (issue 15). Keys: `facts.label.<field>`, `facts.section.<Section>`,
 * `facts.value.<stored English value>` (values are stored in English, the
 * language of the spec and of the agent's CSV). A value with no message (a
 * free-text property type) shows as stored.
 */
export function fieldLabel(t: Translate, name: FieldName): string {
  const key = `facts.label.${name}`;
  if (hasMessage(key)) return t(key);
  // Public fields only: a private one's declaration is never in a public script (its name is its label then).
  const field = (PUBLIC_FIELD_DECLARATION as Record<string, FieldDef>)[name];
  return field ? displayLabel(field) : name;
}

export function sectionLabel(t: Translate, section: Section): string {
  const key = `facts.section.${section}`;
  return hasMessage(key) ? t(key) : section;
}

export function optionLabel(t: Translate, value: string): string {
  const key = `facts.value.${value}`;
  return hasMessage(key) ? t(key as MessageKey) : value;
}
