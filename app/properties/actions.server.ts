import { data } from "react-router";
import { ADMIN_PROPERTIES_PATH as LIST_PATH } from "./paths";
import { createProperty, deletePropertyRow, updateListingFlags, updateProperty } from "./repository.server";
import { ADMIN_PAGE_SIZE } from "./admin-list.server";
import { STATUSES, type Status } from "./model/property";
import { redirectWithToast } from "~/auth/auth.server";
import { getDb } from "~/platform/db/db.server";
import { isOwnImage } from "~/photos/image-urls";
import { deletePhotos } from "~/photos/images.server";
import { logger } from "~/platform/logger.server";
import { formValues, propertyFormSchema, schemaInput, type PropertyFormValues } from "./model/form";
import { fieldErrors, type FieldErrors } from "./model/field-errors";
import { sanitizeDescriptions } from "./sanitize.server";
import { toast } from "~/platform/toast";
import { writeFailureOf, type WriteFailure } from "~/platform/data/write-failure.server";
import { requireAdmin } from "~/auth/session.server";
import type { RouterContextProvider } from "react-router";

const STALE =
  "This property was changed by someone else after you opened it, so your changes were not saved. " +
  "Open it again to see the latest version, then make your changes again.";
const GONE = "Failed to save property: This property no longer exists.";
/**
 * A save the server could not write (decision 032): the spec's "Failed to save
 * property: {reason}", saying that nothing typed is lost. The form comes back
 * filled (and the editor keeps a draft in the browser besides).
 */
const NOT_WRITTEN: Record<WriteFailure, string> = {
  "disk-full": "Failed to save property: the server is out of disk space. Your changes are still here; tell whoever runs the site, then save again.",
  busy: "Failed to save property: the database is busy with another task. Your changes are still here; save again in a moment.",
  unavailable: "Failed to save property: the database cannot be reached. Your changes are still here; save again in a moment.",
};
const NOT_ACCEPTED = "Failed to save property: the database did not accept the change. Your changes are still here; please try again.";

/** A refused save: the message, everything the admin typed (so the form keeps it), and what is wrong with which field. */
function refuse(status: number, error: string, values: PropertyFormValues, errors: FieldErrors = {}) {
  return data({ toast: toast("error", error), values, errors }, { status });
}

/** Create (no id) or update (the route's id + the form's version) from the property form, parsed once by its schema. */
export async function saveProperty(request: Request, form: FormData, id: string | null, actor?: string) {
  const values = formValues(form);
  const parsed = propertyFormSchema.safeParse(schemaInput(values));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message, values, fieldErrors(values, parsed.error.issues));
  const { images: typed, ...fields } = parsed.data;
  const input = sanitizeDescriptions(fields);
  // Only our own uploads, or photos the property already had: never a URL typed into a forged form.
  const keepImages = (current: string[]) => [...new Set(typed)].filter((url) => isOwnImage(url) || current.includes(url));
  try {
    if (!id) {
      const created = await createProperty(getDb(), { ...input, images: keepImages([]) }, { actor });
      const message = `Property added successfully! Display ID: ${created.display_id}, Slug: ${created.slug}`;
      return redirectWithToast(request, LIST_PATH, toast("success", message));
    }
    const result = await updateProperty(getDb(), id, Number(form.get("version")), input, keepImages, { actor });
    if (result.outcome === "stale") return refuse(409, `Failed to save property: ${STALE}`, values);
    if (result.outcome === "missing") return refuse(404, GONE, values);
    // Photos removed in the form are deleted from storage (after the save, so a failed save loses nothing).
    await deletePhotos(result.removedImages);
    return redirectWithToast(request, LIST_PATH, toast("success", "Property updated successfully!"));
  } catch (e) {
    const failure = writeFailureOf(e);
    logger.error({ err: e, id, failure }, "saving a property failed");
    return failure ? refuse(503, NOT_WRITTEN[failure], values) : refuse(500, NOT_ACCEPTED, values);
  }
}

/**
 * The add and edit routes' action: the admin check, then the save. A database
 * that cannot answer the check (down, busy, full) refuses the save with the
 * form given back, as a failed write does, rather than the error page that
 * would lose it; the answer carries nothing but what the request itself sent.
 */
export async function saveAsAdmin(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const form = await request.formData();
  let actor: string;
  try {
    actor = (await requireAdmin(request, context)).email;
  } catch (e) {
    const failure = writeFailureOf(e);
    if (!failure) throw e; // the redirect to /login, or a fault of ours
    logger.error({ err: e, id, failure }, "the admin check of a save failed");
    return refuse(503, NOT_WRITTEN[failure], formValues(form));
  }
  return saveProperty(request, form, id, actor);
}

/** The ids a list form posts: one listing, or the ones ticked on the page (a page holds 25). */
function postedIds(form: FormData): string[] | null {
  const ids = [...new Set(form.getAll("id").map(String).filter(Boolean))];
  return ids.length === 0 || ids.length > ADMIN_PAGE_SIZE ? null : ids;
}

function listReply(status: number, kind: "success" | "error", message: string) {
  return data({ toast: toast(kind, message), values: null }, { status });
}

const NONE_CHOSEN = "Select at least one property (at most one page of them).";

/**
 * One listing or several, each as a single delete does it: the row first (one statement, committed),
 * then its photos' files (decision 029). A crash or a failed file delete in between leaves files no
 * listing shows, which the orphan sweep removes; never a listing without its photos. One after
 * another, so a photo two deleted listings share is kept for the second and removed with it.
 */
export async function removeProperty(form: FormData) {
  const ids = postedIds(form);
  if (!ids) return listReply(400, "error", NONE_CHOSEN);
  let deleted = 0;
  try {
    for (const id of ids) {
      const images = await deletePropertyRow(getDb(), id);
      if (!images) continue;
      deleted += 1;
      // Never throws: a file it cannot delete is logged and left to the sweep.
      await deletePhotos(images);
    }
  } catch (e) {
    logger.error({ err: e, ids }, "deleting a property failed");
    const message =
      ids.length === 1
        ? "Failed to delete property. Please try again."
        : `Failed to delete every selected property (${deleted} of ${ids.length} deleted). Please try again.`;
    return listReply(500, "error", message);
  }
  if (ids.length === 1) return listReply(200, "success", "Property deleted successfully!");
  return listReply(200, "success", `${deleted} properties deleted successfully!`);
}

/** Status from the list, for one listing or the selected ones; only that column changes (updateListingFlags). */
export async function changeStatus(form: FormData) {
  const ids = postedIds(form);
  const status = String(form.get("status") ?? "");
  if (!(STATUSES as readonly string[]).includes(status)) return listReply(400, "error", "Choose one of the listed statuses.");
  if (!ids) return listReply(400, "error", NONE_CHOSEN);
  try {
    const changed = await updateListingFlags(getDb(), ids, { status: status as Status });
    if (changed === 0) return listReply(404, "error", "This property no longer exists.");
    if (ids.length === 1) return listReply(200, "success", `Status changed to ${status}.`);
    return listReply(200, "success", `Status of ${changed} properties changed to ${status}.`);
  } catch (e) {
    logger.error({ err: e, ids }, "changing a status failed");
    return listReply(500, "error", "Failed to change the status. Please try again.");
  }
}

/** Featured on or off from the list (`featured` is "1" or "0"); only that column changes. */
export async function changeFeatured(form: FormData) {
  const ids = postedIds(form);
  if (!ids) return listReply(400, "error", NONE_CHOSEN);
  const featured = form.get("featured") === "1";
  try {
    const changed = await updateListingFlags(getDb(), ids, { is_featured: featured });
    if (changed === 0) return listReply(404, "error", "This property no longer exists.");
    return listReply(200, "success", featured ? "Marked as featured." : "No longer featured.");
  } catch (e) {
    logger.error({ err: e, ids }, "changing Featured failed");
    return listReply(500, "error", "Failed to change Featured. Please try again.");
  }
}
