import type { FieldDef } from "./field-kinds";
import { LOCATION_SHOWN } from "./property";

/**
 * The fields only the signed-in admin sees (the owner, the authorisation, hidden
 * remarks): imported by fields.ts, the admin's form and the server, never by a
 * public page's code (tests/e2e/security/public-assets.spec.ts scans the built
 * scripts for their names).
 */
export const PRIVATE_FIELDS = {
  // Where the home is (issue 30, decision 055). The exact point is the agent's: a visitor sees it only
  // when "Exact location" is chosen, else a 300 m circle around a point offset from it (app/properties/place.server.ts).
  exact_location: {
    kind: "text",
    label: "Map Pin",
    visibility: "admin",
    section: "Basics",
    max: 2000,
    place: true,
    wide: true,
    hint: "Paste a Google Maps or Waze link, or type coordinates such as 3.1510, 101.6655. Empty: the project's location is used.",
  },
  location_shown: {
    kind: "choice",
    label: "Show on the Map",
    visibility: "admin",
    section: "Basics",
    options: LOCATION_SHOWN,
    max: 40,
    strict: "Choose Approximate location or Exact location.",
    // The empty choice's text fits the select on a phone (the whole rule, 428 px, did not in 286); the hint says it.
    placeholder: "Automatic, by property type",
    hint: "Automatic: approximate for landed homes and land, exact for others.",
  },
  owner_name: { kind: "text", label: "Owner Name", visibility: "admin", section: "Private", max: 200, personal: true, searchable: true },
  owner_contact: { kind: "text", label: "Owner Contact", visibility: "admin", section: "Private", max: 200, personal: true, searchable: true },
  authorised_until: { kind: "date", label: "Authorised Until", visibility: "admin", section: "Private", hint: "The owner's authorisation: after this date the listing stops showing publicly" },
  remarks_hidden: { kind: "text", label: "Remarks", visibility: "admin", section: "Private", max: 5000, input: "textarea", wide: true, personal: true },
} as const satisfies Record<string, FieldDef>;
