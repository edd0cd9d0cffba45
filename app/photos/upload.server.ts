import { getEnv } from "~/platform/config.server";
import { FormTooLarge, FormUnreadable, readRequestForm } from "~/platform/form-body.server";

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export class UploadRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

function tooLarge(maxBytes: number): UploadRejected {
  return new UploadRejected(`The photo is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`, 413);
}

/**
 * The one file of a multipart upload (field `file`). The size cap is checked
 * on the declared Content-Length and again on the bytes actually received, so
 * an oversize body is never held in memory in full.
 */
export async function readUploadedFile(
  request: Request,
  maxBytes = getEnv().UPLOAD_MAX_BYTES,
): Promise<{ name: string; bytes: Buffer }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) {
    throw new UploadRejected("Send the photo as multipart/form-data in a field named file.", 400);
  }
  const limit = maxBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge(maxBytes);

  let form: FormData;
  try {
    // Read as it arrives (@fastify/busboy): the file's bytes are kept once, and nothing past the limits.
    form = await readRequestForm(request, { maxBytes: limit, maxFileBytes: maxBytes });
  } catch (error) {
    if (error instanceof FormTooLarge) throw tooLarge(maxBytes);
    if (error instanceof FormUnreadable) throw new UploadRejected("The upload could not be read. Please try again.", 400);
    throw error;
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new UploadRejected("No photo was sent.", 400);
  return { name: file.name || "photo", bytes: Buffer.from(await file.arrayBuffer()) };
}
