import { ImageRejected, storePhoto } from "~/photos/images.server";
import { logger } from "~/platform/logger.server";
import { readUploadedFile, UploadRejected } from "~/photos/upload.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/photos";

/**
 * POST /admin/photos: one photo per request (multipart field `file`), so the
 * form can show a progress bar per file and a failure loses only that file.
 * Answers `{ url }`, or `{ error }` with 400/413/415 when the file is refused.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405 });
  try {
    const { name, bytes } = await readUploadedFile(request);
    const { url } = await storePhoto(bytes, name);
    return Response.json({ url });
  } catch (e) {
    if (e instanceof ImageRejected || e instanceof UploadRejected) {
      return Response.json({ error: e.message }, { status: e.status });
    }
    logger.error({ err: e }, "photo upload failed");
    return Response.json({ error: "The photo could not be stored. Please try again." }, { status: 500 });
  }
}
