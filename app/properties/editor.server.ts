import { data } from "react-router";
import { getDb } from "~/platform/db/db.server";
import { listNames } from "~/names/names.server";
import { blankValues, copiedValues, valuesFromProperty } from "./model/form";
import { getAdminProperty } from "./repository.server";
import { pinStarts } from "./place/pin-starts.server";

async function propertyOr404(id: string) {
  const property = await getAdminProperty(getDb(), id);
  if (!property) throw data("Property not found.", { status: 404 });
  return property;
}

/**
 * What the shared property editor needs: the values, the listing being edited
 * (or none) and the name lists. `copyOf` (new listings only) pre-fills the
 * form from another listing, as Duplicate does: nothing is stored until the
 * agent saves. `pinStarts`: where the map under Map Pin opens when it is empty.
 */
export async function loadEditor(id: string | null, { copyOf }: { copyOf?: string | null } = {}) {
  const property = id === null ? null : await propertyOr404(id);
  const original = id === null && copyOf ? await propertyOr404(copyOf) : null;
  const [locations, projectNames, starts] = await Promise.all([listNames("locations"), listNames("project_names"), pinStarts()]);
  return {
    values: property ? valuesFromProperty(property) : original ? copiedValues(valuesFromProperty(original)) : blankValues(),
    edit: property ? { id: property.id, version: property.version, title: property.title } : null,
    copyOf: original ? { id: original.id, title: original.title } : null,
    locations: locations.map((n) => n.name),
    projectNames: projectNames.map((n) => n.name),
    pinStarts: starts,
  };
}
