import type { FieldDef } from "./field-kinds";

/**
 * The fields only the signed-in admin sees (the owner, the authorisation, hidden
 * remarks): imported by fields.ts, the admin's form and the server, never by a
 * public page's code (tests/e2e/security/public-assets.spec.ts scans the built
 * scripts for their names).
 */
export const PRIVATE_FIELDS = {
  owner_name: { kind: "text", label: "Owner Name", visibility: "admin", section: "Private", max: 200, personal: true, searchable: true },
  owner_contact: { kind: "text", label: "Owner Contact", visibility: "admin", section: "Private", max: 200, personal: true, searchable: true },
  authorised_until: { kind: "date", label: "Authorised Until", visibility: "admin", section: "Private", hint: "The owner's authorisation: after this date the listing stops showing publicly" },
  remarks_hidden: { kind: "text", label: "Remarks", visibility: "admin", section: "Private", max: 5000, input: "textarea", wide: true, personal: true },
} as const satisfies Record<string, FieldDef>;
