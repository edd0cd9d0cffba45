import { createHash } from "node:crypto";
import { BRAND_PREFIX, brandKeyFromPublicUrl, getStorage, type Storage } from "../storage/storage.server";
import { getEnv } from "../config.server";
import { photoDeletionsHeld } from "../data/backup-lease.server";

/** An agency image (logo, negotiator's photo) refused, with the sentence the agent sees. */
export class BrandImageRejected extends Error {}

/**
 * Stores an agency image under brand/, named by its content's hash so that it
 * can be cached for a year: a new image is a new address.
 */
export async function putBrandFile(
  name: string,
  data: Buffer,
  type: "image/png" | "image/jpeg",
  storage: Storage = getStorage(),
): Promise<string> {
  const ext = type === "image/png" ? "png" : "jpg";
  const key = `${BRAND_PREFIX}${name}-${createHash("sha256").update(data).digest("hex").slice(0, 16)}.${ext}`;
  await storage.put(key, data, type);
  return storage.publicUrl(key);
}

/** Deletes an agency image no longer in use; a failure only leaves a small file behind. */
export async function deleteBrandFile(url: string, storage: Storage = getStorage()): Promise<void> {
  const key = brandKeyFromPublicUrl(url);
  // While a backup runs, its database copy may still name this file: it stays (a few KB).
  if (key && !photoDeletionsHeld(getEnv().DATA_DIR)) await storage.delete(key).catch(() => undefined);
}
