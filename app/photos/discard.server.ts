import { isOwnImage } from "./image-urls";
import { deletePhotos } from "./images.server";

/** More than a form ever holds; a longer list is a mistake or an attack, and is refused whole. */
export const DISCARD_LIMIT = 200;

/**
 * Photos uploaded from a property form the agent then left without saving
 * (Cancel, Back, closing the tab): deleted now rather than by the orphan
 * sweep a day later. Only our own uploads, and only those no listing shows:
 * deletePhotos checks every listing, so a photo saved meanwhile is kept.
 * Returns how many URLs were considered, or null when the list is refused.
 */
export async function discardUnsavedPhotos(urls: unknown): Promise<number | null> {
  if (!Array.isArray(urls) || urls.length > DISCARD_LIMIT || !urls.every((u) => typeof u === "string")) return null;
  const own = [...new Set(urls as string[])].filter(isOwnImage);
  await deletePhotos(own);
  return own.length;
}
