import { Router } from "express";
import path from "node:path";
import { pipeline } from "node:stream";
import { logger } from "~/platform/logger.server";
import { brandKeyFromPublicUrl, getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".webp": "image/webp", ".png": "image/png" };

/**
 * Serves public photos from storage. Only keys under property_images/ (and
 * the agency's logo under brand/) are reachable; the un-watermarked masters are not. A stored name never changes,
 * so the files are cached for a year.
 */
export function imagesRouter() {
  const router = Router();
  router.get("/images/{*key}", async (req, res, next) => {
    const key = keyFromPublicUrl(req.path) ?? brandKeyFromPublicUrl(req.path);
    const type = key && TYPES[path.extname(key)];
    if (!key || !type) return res.status(404).type("text/plain").send("Not found");
    try {
      const file = await getStorage().stream(key);
      if (!file) return res.status(404).type("text/plain").send("Not found");
      res.set({
        "Content-Type": type,
        "Content-Length": String(file.size),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      });
      // pipeline, not pipe: a visitor who leaves mid-download destroys the
      // file stream too, so its descriptor is closed instead of held forever.
      pipeline(file.body, res, (err) => {
        if (err && !res.writableFinished && err.code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err, key }, "image stream failed");
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
