import { ImageRejected, storePhoto } from "~/photos/images.server";
import { discardUnsavedPhotos } from "~/photos/discard.server";
import { storeOnce } from "~/photos/upload-once.server";
import { UPLOAD_ID_HEADER } from "~/photos/uploads/upload-photo";
import { logger } from "~/platform/logger.server";
import { readUploadedFile, UploadRejected } from "~/photos/upload.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/photos";

/**
 * POST /admin/photos: one photo per request (multipart field `file`), so the
 * form can show a progress bar per file and a failure loses only that file.
 * Answers `{ url }`, or `{ error }` with 400/413/415 when the file is refused.
 * A retry carrying the same X-Upload-Id answers the photo its first try stored.
 *
 * DELETE /admin/photos with `{ "urls": [...] }`: the form's uploads that were
 * never saved (the agent left the form, or removed a photo it had just
 * added). Photos a listing shows are kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (request.method === "DELETE") return discard(request);
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405 });
  try {
    const { name, bytes } = await readUploadedFile(request);
    const url = await storeOnce(request.headers.get(UPLOAD_ID_HEADER), String(admin.id), async () => (await storePhoto(bytes, name)).url);
    return Response.json({ url });
  } catch (e) {
    if (e instanceof ImageRejected || e instanceof UploadRejected) {
      return Response.json({ error: e.message }, { status: e.status });
    }
    logger.error({ err: e }, "photo upload failed");
    return Response.json({ error: "The photo could not be stored. Please try again." }, { status: 500 });
  }
}

async function discard(request: Request) {
  const body = (await request.json().catch(() => null)) as { urls?: unknown } | null;
  try {
    const considered = await discardUnsavedPhotos(body?.urls);
    if (considered === null) return Response.json({ error: "Send { \"urls\": [...] } with at most 200 photo URLs." }, { status: 400 });
    return Response.json({ considered });
  } catch (e) {
    logger.error({ err: e }, "discarding unsaved photos failed");
    return Response.json({ error: "The photos could not be removed now; the orphan sweep removes them within a day." }, { status: 500 });
  }
}
