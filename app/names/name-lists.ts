import type { Toast } from "~/platform/toast";

/**
 * Locations and project names are the same screen with different words
 * (docs/product.md#locations-and-project-names). Shared by the server (messages) and the browser (labels).
 */
export type NameListKind = "locations" | "project_names";

export interface NameListWords {
  title: string;
  /** "Location" / "Project name": starts the sentences of docs/product.md#validation. */
  noun: string;
  /** "location" / "project name": inside the sentences of docs/product.md#messages. */
  lower: string;
  plural: string;
  placeholder: string;
  empty: string;
  /** docs/product.md#validation: the wording differs between the two ("Location name" vs "Project name"). */
  emptyName: string;
  fieldLabel: string;
  addLabel: string;
}

export interface NameEntry {
  id: string;
  name: string;
}

export interface NameActionResult {
  /** New for every answer, so the add box is reset after each one. */
  id: string;
  toast: Toast | null;
  /** What the add box shows afterwards: cleared unless the save failed. */
  keep: string;
}

export const NAME_LIST_WORDS: Record<NameListKind, NameListWords> = {
  locations: {
    title: "Manage Locations",
    noun: "Location",
    lower: "location",
    plural: "locations",
    placeholder: "New location name",
    empty: "No locations yet.",
    emptyName: "Location name cannot be empty.",
    fieldLabel: "Location name",
    addLabel: "Add Location",
  },
  project_names: {
    title: "Manage Project Names",
    noun: "Project name",
    lower: "project name",
    plural: "project names",
    placeholder: "New project name",
    empty: "No project names yet.",
    emptyName: "Project name cannot be empty.",
    fieldLabel: "Project name",
    addLabel: "Add Project Name",
  },
};

export const nameMessages = (w: NameListWords) => ({
  empty: w.emptyName,
  duplicate: (name: string) => `${w.noun} '${name}' already exists.`,
  loadFailed: `Failed to load ${w.plural}. Please try again.`,
  addFailed: `Failed to add ${w.lower}. Please ensure you are logged in as an admin and have permissions.`,
  deleteFailed: `Failed to delete ${w.lower}. Please ensure you are logged in as an admin and have permissions.`,
  confirmDelete: (name: string) => `Are you sure you want to delete '${name}'? This cannot be undone.`,
});

/** The unique key that makes names case-insensitive: `lower(trim(name))`. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
