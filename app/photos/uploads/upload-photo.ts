/** What one upload came to: a stored photo, or why not (and whose fault, for the two messages of docs/product.md#photos-in-the-form). */
export type UploadResult =
  | { ok: true; url: string }
  | { ok: false; kind: "upload" | "process"; reason: string; retry?: boolean };

/** The header naming one upload, so a retry of it stores nothing twice (routes/admin/photos.ts). */
export const UPLOAD_ID_HEADER = "X-Upload-Id";

export const PHOTO_UPLOAD_URL = "/admin/photos";

/** Only these reach the server; anything else is skipped in the browser with a notice. */
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

export function isUploadableImage(file: File): boolean {
  return file.type ? IMAGE_TYPES.has(file.type) : IMAGE_NAME.test(file.name);
}

function parseJson(text: string): { url?: unknown; error?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs one file with XMLHttpRequest, because fetch cannot report upload
 * progress. `onProgress` gets 0–1 while the bytes go out, then null while the
 * server processes the photo. Never rejects.
 */
export function uploadPhoto(
  file: File,
  uploadId: string,
  onProgress: (fraction: number | null) => void,
  signal: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", PHOTO_UPLOAD_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(UPLOAD_ID_HEADER, uploadId);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(null);
    const failed = (reason: string, retry = false) => resolve({ ok: false, kind: "upload", reason: `${file.name}: ${reason}`, retry });
    // A dropped connection, or a proxy in front of a restarting server: worth sending again.
    xhr.onerror = () => failed("the connection failed.", true);
    xhr.ontimeout = () => failed("the upload timed out.", true);
    xhr.onabort = () => failed("the upload was cancelled.");
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (new URL(xhr.responseURL || location.href, location.href).pathname === "/login") {
        return failed("you are signed out. Log in again, then add the photo again.");
      }
      if (xhr.status === 200 && typeof body?.url === "string") return resolve({ ok: true, url: body.url });
      const reason = typeof body?.error === "string" ? body.error : `the server answered ${xhr.status}.`;
      // 400/413/415: the server read the file and refused its content.
      if ([400, 413, 415].includes(xhr.status)) return resolve({ ok: false, kind: "process", reason });
      failed(reason, [502, 503, 504].includes(xhr.status));
    };
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}

/**
 * Asks the server to delete uploads the form will not save (see
 * routes/admin/photos.ts); it keeps any photo a listing shows. `leaving`:
 * the page is going away, so the request must outlive it.
 */
export function discardPhotos(urls: string[], { leaving = false } = {}): void {
  if (urls.length === 0) return;
  void fetch(PHOTO_UPLOAD_URL, {
    method: "DELETE",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ urls }),
    keepalive: leaving,
  }).catch(() => undefined);
}
