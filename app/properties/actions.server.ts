import { data } from "react-router";
import { ADMIN_PROPERTIES_PATH as LIST_PATH } from "./paths";
import { createProperty, deletePropertyRow, findPropertyImages, updateProperty } from "./repository.server";
import { redirectWithToast } from "~/auth/auth.server";
import { getDb } from "~/platform/db.server";
import { isOwnImage } from "~/photos/image-urls";
import { deletePhotos } from "~/photos/images.server";
import { logger } from "~/platform/logger.server";
import { formValues, propertyFormSchema, schemaInput, type PropertyFormValues } from "./model/form";
import { sanitizeDescription } from "./sanitize.server";
import { toast } from "~/platform/toast";

const STALE =
  "This property was changed by someone else after you opened it, so your changes were not saved. " +
  "Open it again to see the latest version, then make your changes again.";
const GONE = "Failed to save property: This property no longer exists.";

/** A refused save: the message, and everything the admin typed, so the form keeps it. */
function refuse(status: number, error: string, values: PropertyFormValues) {
  return data({ toast: toast("error", error), values }, { status });
}

/** Create (no id) or update (the route's id + the form's version) from the property form, parsed once by its schema. */
export async function saveProperty(request: Request, form: FormData, id: string | null) {
  const values = formValues(form);
  const parsed = propertyFormSchema.safeParse(schemaInput(values));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message, values);
  const { images: typed, ...fields } = parsed.data;
  const input = { ...fields, description: sanitizeDescription(fields.description) };
  // Only our own uploads, or photos the property already had: never a URL typed into a forged form.
  const keepImages = (current: string[]) => [...new Set(typed)].filter((url) => isOwnImage(url) || current.includes(url));
  try {
    if (!id) {
      const created = await createProperty(getDb(), { ...input, images: keepImages([]) });
      const message = `Property added successfully! Display ID: ${created.display_id}, Slug: ${created.slug}`;
      return redirectWithToast(request, LIST_PATH, toast("success", message));
    }
    const result = await updateProperty(getDb(), id, Number(form.get("version")), input, keepImages);
    if (result.outcome === "stale") return refuse(409, `Failed to save property: ${STALE}`, values);
    if (result.outcome === "missing") return refuse(404, GONE, values);
    // Photos removed in the form are deleted from storage (after the save, so a failed save loses nothing).
    await deletePhotos(result.removedImages);
    return redirectWithToast(request, LIST_PATH, toast("success", "Property updated successfully!"));
  } catch (e) {
    logger.error({ err: e, id }, "saving a property failed");
    return refuse(500, "Failed to save property: the database did not accept the change. Please try again.", values);
  }
}

/** Photos first (a failed file delete is only logged), then the row (docs/product.md#states-and-transitions). */
export async function removeProperty(form: FormData) {
  const id = String(form.get("id") ?? "");
  try {
    const images = await findPropertyImages(getDb(), id);
    if (images) {
      await deletePhotos(images, { leaving: id });
      await deletePropertyRow(getDb(), id);
    }
    return data({ toast: toast("success", "Property deleted successfully!"), values: null });
  } catch (e) {
    logger.error({ err: e, id }, "deleting a property failed");
    return data({ toast: toast("error", "Failed to delete property. Please try again."), values: null }, { status: 500 });
  }
}
