import { uploadPhoto, type UploadResult } from "./upload-photo";

/**
 * Waits before each new try of a dropped upload: quick at first (a phone
 * changing cell), then every half minute, about three minutes in all. Coming
 * back online tries again at once.
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000, 30_000, 30_000];

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
    signal.addEventListener("abort", done);
  });
}

/** A random id for one upload; crypto.randomUUID needs a secure context, which a LAN address is not. */
export function newUploadId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends one photo, and sends it again by itself when the connection drops.
 * Every try carries the same upload id, so a try whose answer was lost (the
 * server stored the photo) answers the stored photo instead of a second copy.
 * `onRetry` tells the form which try comes next, for the agent to see.
 */
export async function sendWithRetry(
  file: File,
  uploadId: string,
  onProgress: (fraction: number | null) => void,
  onRetry: (attempt: number) => void,
  signal: AbortSignal,
): Promise<UploadResult> {
  for (let attempt = 0; ; attempt++) {
    const result = await uploadPhoto(file, uploadId, onProgress, signal);
    if (result.ok || !result.retry || signal.aborted || attempt >= RETRY_DELAYS_MS.length) return result;
    onRetry(attempt + 2);
    await pause(RETRY_DELAYS_MS[attempt], signal);
    if (signal.aborted) return result;
  }
}
