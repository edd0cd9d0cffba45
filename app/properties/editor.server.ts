import { data } from "react-router";
import { getDb } from "~/platform/db.server";
import { listNames } from "~/names/names.server";
import { blankValues, valuesFromProperty } from "./model/form";
import { getAdminProperty } from "./repository.server";

/** What the shared property editor needs: the values, the listing being edited (or none) and the name lists. */
export async function loadEditor(id: string | null) {
  const property = id === null ? null : await getAdminProperty(getDb(), id);
  if (id !== null && !property) throw data("Property not found.", { status: 404 });
  const [locations, projectNames] = await Promise.all([listNames("locations"), listNames("project_names")]);
  return {
    values: property ? valuesFromProperty(property) : blankValues(),
    edit: property ? { id: property.id, version: property.version, title: property.title } : null,
    locations: locations.map((n) => n.name),
    projectNames: projectNames.map((n) => n.name),
  };
}
