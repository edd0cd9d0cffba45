import type { RequestHandler } from "express";

/** Every form of the site fits many times over; photos go to /admin/photos, which has its own limit (UPLOAD_MAX_BYTES). */
export const FORM_MAX_BYTES = 64 * 1024;
const UPLOAD_PATH = "/admin/photos";

/**
 * Refuses an oversize body before anything reads it: React Router's
 * formData() holds a whole body in memory, so one 50 MB POST to /login cost
 * 150 MB of RSS. Node's parser never delivers more bytes than Content-Length
 * announces, so checking the header bounds what a route can read. A body
 * without a length (chunked) could only be bounded by counting it as it
 * streams in, below React Router's reader; browsers always send a length
 * with a form, so such a body is refused with 411 instead.
 */
export function limitFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.path === UPLOAD_PATH) return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next(); // no body at all
      res.setHeader("Connection", "close");
      return res.status(411).type("text/plain").send("Send the form with a Content-Length.");
    }
    if (Number(declared) <= FORM_MAX_BYTES) return next();
    // Closing the connection spares reading (and discarding) the rest of the body.
    res.setHeader("Connection", "close");
    res.status(413).type("text/plain").send("The form is too large to send (the limit is 64 KB).");
  };
}
