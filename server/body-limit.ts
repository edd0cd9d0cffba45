import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";

/**
 * Every form of the site fits many times over; photos go to /admin/photos and
 * the agency's logo to /admin/settings/logo, which have their own limits.
 */
export const FORM_MAX_BYTES = 64 * 1024;
const UPLOAD_PATHS = new Set(["/admin/photos", "/admin/settings/logo"]);
/** The Data page takes a CSV file (10 MB, app/routes/admin/data.tsx) and posts it back to import it; `.data` is React Router's fetch of the same action. */
const IMPORT_PATHS = new Set(["/admin/data", "/admin/data.data"]);
export const IMPORT_MAX_BYTES = 11 * 1024 * 1024;

function tooLarge(res: Response, limit: number) {
  // Closing the connection spares reading (and discarding) the rest of the body.
  res.setHeader("Connection", "close");
  const size = limit >= 1024 * 1024 ? `${Math.floor(limit / (1024 * 1024))} MB` : `${limit / 1024} KB`;
  res.status(413).type("text/plain").send(`The form is too large to send (the limit is ${size}).`);
}

/**
 * Reads a body without a Content-Length (chunked) up to `limit` bytes:
 * false as soon as it passes the limit; true once it has all arrived, with
 * the bytes put back (unshift) for React Router to read. The stream must not
 * signal its end before that, so the put-back is done here, in the same tick
 * as the last read, and not after the promise settles.
 */
function readUpTo(req: IncomingMessage, limit: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (result: boolean) => {
      req.off("readable", onReadable);
      req.off("error", onError);
      resolve(result);
    };
    const onError = (error: Error) => {
      req.off("readable", onReadable);
      reject(error);
    };
    function onReadable() {
      // Exactly what is buffered: a read() past it would start the stream's end (even of an empty body).
      while (req.readableLength > 0) {
        const chunk = req.read(req.readableLength) as Buffer;
        total += chunk.length;
        if (total > limit) return finish(false);
        chunks.push(chunk);
      }
      // `complete` is set when the parser has the whole message, before the stream's end is signalled.
      if (!req.complete) return;
      if (total > 0) req.unshift(Buffer.concat(chunks));
      finish(true);
    }
    req.on("readable", onReadable);
    req.once("error", onError);
  });
}

/**
 * An empty chunked body can end while it is counted, before React Router
 * listens: its reader would wait for an end already past. The next listener
 * for "end" is told at once instead.
 */
function replayEnd(req: IncomingMessage) {
  const onNewListener = (event: string | symbol, listener: () => void) => {
    if (event !== "end") return;
    req.off("newListener", onNewListener);
    process.nextTick(listener);
  };
  req.on("newListener", onNewListener);
}

/**
 * Refuses an oversize body before anything parses it: React Router's
 * formData() holds a whole body in memory, so one 50 MB POST to /login cost
 * 150 MB of RSS. A declared Content-Length is checked at once (Node's parser
 * never delivers more than it announces). A chunked body is counted as it
 * arrives, at most 64 KB is held, and what was read is put back for React
 * Router to read.
 */
export function limitFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (UPLOAD_PATHS.has(req.path)) return next();
    const limit = IMPORT_PATHS.has(req.path) ? IMPORT_MAX_BYTES : FORM_MAX_BYTES;
    const declared = req.headers["content-length"];
    if (declared !== undefined) return Number(declared) <= limit ? next() : tooLarge(res, limit);
    if (req.headers["transfer-encoding"] === undefined) return next(); // no body at all
    readUpTo(req, limit).then(
      (whole) => {
        if (!whole) return tooLarge(res, limit);
        if (req.readableEnded) replayEnd(req);
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
