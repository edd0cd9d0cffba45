import { data } from "react-router";
import { ADMIN_PROPERTIES_PATH as LIST_PATH } from "./paths";
import { deletePropertyRow, findPropertyImages, updateProperty } from "./admin-list.server";
import { redirectWithToast } from "~/auth/auth.server";
import { getDb } from "~/platform/db.server";
import { isOwnImage } from "~/photos/image-urls";
import { deletePhotos } from "~/photos/images.server";
import { logger } from "~/platform/logger.server";
import { ensureName } from "~/names/names.server";
import { createProperty, type PropertyInput } from "./repository.server";
import { formValues, propertyFormSchema, schemaInput, type PropertyFormValues } from "./form";
import { sanitizeDescription } from "./sanitize.server";
import { toast } from "~/platform/toast";

const STALE =
  "This property was changed by someone else after you opened it, so your changes were not saved. " +
  "Open it again to see the latest version, then make your changes again.";

/** A refused save: the message, and everything the admin typed, so the form keeps it. */
function refuse(status: number, error: string, values: PropertyFormValues) {
  return data({ toast: toast("error", error), values }, { status });
}

/** Create (no id) or update (id + version) from the property form. */
export async function saveProperty(request: Request, form: FormData) {
  const values = formValues(form);
  const parsed = propertyFormSchema.safeParse(schemaInput(values));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message, values);
  const id = String(form.get("id") ?? "");
  const version = Number(form.get("version"));
  const previous = id ? await findPropertyImages(id) : [];
  if (previous === null) return refuse(404, "Failed to save property: This property no longer exists.", values);
  const input: PropertyInput = {
    ...parsed.data,
    description: sanitizeDescription(parsed.data.description),
    // Only our own uploads, or photos the property already had: never a URL typed into a forged form.
    images: [...new Set(values.images)].filter((url) => isOwnImage(url) || previous.includes(url)),
  };
  try {
    if (!id) {
      await ensureName(getDb(), "locations", input.location);
      await ensureName(getDb(), "project_names", input.project_name);
      const created = await createProperty(input);
      const message = `Property added successfully! Display ID: ${created.display_id}, Slug: ${created.slug}`;
      return redirectWithToast(request, LIST_PATH, toast("success", message));
    }
    const result = await updateProperty(id, version, input);
    if (result.outcome === "stale") return refuse(409, `Failed to save property: ${STALE}`, values);
    if (result.outcome === "missing") return refuse(404, "Failed to save property: This property no longer exists.", values);
    // docs/product.md#states-and-transitions: photos removed in the form are deleted from storage (after the save, so a failed save loses nothing).
    await deletePhotos(result.removedImages);
    return redirectWithToast(request, LIST_PATH, toast("success", "Property updated successfully!"));
  } catch (e) {
    logger.error({ err: e, id }, "saving a property failed");
    return refuse(500, "Failed to save property: the database did not accept the change. Please try again.", values);
  }
}

/** docs/product.md#states-and-transitions: photos first (a failed file delete is only logged), then the row. */
export async function removeProperty(form: FormData) {
  const id = String(form.get("id") ?? "");
  try {
    const images = await findPropertyImages(id);
    if (images) {
      await deletePhotos(images);
      await deletePropertyRow(id);
    }
    return data({ toast: toast("success", "Property deleted successfully!"), values: null });
  } catch (e) {
    logger.error({ err: e, id }, "deleting a property failed");
    return data({ toast: toast("error", "Failed to delete property. Please try again."), values: null }, { status: 500 });
  }
}
