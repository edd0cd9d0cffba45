import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { FormTooLarge, FormUnreadable, isFormBody, readFormBody } from "~/platform/form-body.server";

/**
 * Every form of the site fits many times over; photos go to /admin/photos, the
 * agency's logo to /admin/settings/logo and the negotiator's photo to
 * /admin/settings/photo, which have their own limits.
 */
export const FORM_MAX_BYTES = 64 * 1024;
const UPLOAD_PATHS = new Set(["/admin/photos", "/admin/settings/logo", "/admin/settings/photo"]);
/** The Data page takes a CSV file (10 MB, app/routes/admin/data.tsx); `.data` is React Router's fetch of the same action. */
const IMPORT_PATHS = new Set(["/admin/data", "/admin/data.data"]);
export const IMPORT_MAX_BYTES = 11 * 1024 * 1024;

function tooLarge(res: Response, limit: number) {
  // Closing the connection spares reading (and discarding) the rest of the body.
  res.setHeader("Connection", "close");
  const size = limit >= 1024 * 1024 ? `${Math.floor(limit / (1024 * 1024))} MB` : `${limit / 1024} KB`;
  res.status(413).type("text/plain").send(`The form is too large to send (the limit is ${size}).`);
}

/**
 * What the server read of a request's body, for React Router's Request
 * (server/react-router.ts): a form as parsed, the bytes of any other body,
 * or "unreadable" (a form that does not parse: the route says so itself, in
 * its page's language).
 */
export type ReadBody = FormData | Buffer | "unreadable";
const bodies = new WeakMap<IncomingMessage, ReadBody>();

/**
 * The body of the Fetch Request React Router gets for `req` (server/react-router.ts):
 * what was read here, or else the Node stream itself. `headers` (a copy of the
 * request's) lose the type and length a parsed form no longer has.
 */
export function fetchBodyOf(req: IncomingMessage, headers: Headers): Pick<RequestInit, "body"> & { duplex?: "half" } {
  const read = bodies.get(req);
  bodies.delete(req);
  if (read === undefined) return { body: createReadableStreamFromReadable(req), duplex: "half" };
  // A form busboy could not read: the route's own formData() fails on it and answers in its page's language.
  if (read === "unreadable") return { body: "" };
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  if (Buffer.isBuffer(read)) return { body: new Uint8Array(read.buffer as ArrayBuffer, read.byteOffset, read.length) };
  // A form goes on as its parsed fields and files, re-encoded by the Fetch API with a type of its own.
  headers.delete("content-type");
  return { body: read };
}

/** Any other body without a Content-Length (a script's chunked JSON): its bytes, or null once past `limit` (the rest left unread). */
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      chunks.push(chunk);
      if (total <= limit) return;
      req.off("data", onData);
      req.pause();
      resolve(null);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * Refuses an oversize body before anything holds it: React Router's
 * formData() holds a whole body in memory, so one 50 MB POST to /login cost
 * 150 MB of RSS. A declared Content-Length is checked at once (Node's parser
 * never delivers more than it announces). A form is read here by
 * @fastify/busboy as it arrives, within the limit (issue 26 item 6), and
 * handed to React Router parsed; any other chunked body is counted up to it.
 */
export function limitFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (UPLOAD_PATHS.has(req.path)) return next();
    const limit = IMPORT_PATHS.has(req.path) ? IMPORT_MAX_BYTES : FORM_MAX_BYTES;
    const declared = req.headers["content-length"];
    if (declared !== undefined && !(Number(declared) <= limit)) return tooLarge(res, limit);
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && (declared === undefined || declared === "0")) return next(); // no body at all
    const contentType = req.headers["content-type"];
    if (!isFormBody(contentType)) {
      if (!chunked) return next(); // its length is known and within the limit: React Router reads it
      readBytes(req, limit).then((bytes) => {
        if (bytes === null) return tooLarge(res, limit);
        bodies.set(req, bytes);
        next();
      }, next);
      return;
    }
    readFormBody(req, contentType!, { maxBytes: limit }).then(
      (form) => {
        bodies.set(req, form);
        next();
      },
      (error: unknown) => {
        if (error instanceof FormTooLarge) return tooLarge(res, limit);
        if (!(error instanceof FormUnreadable)) return next(error);
        // What is left of it is not read: the answer closes the connection.
        res.setHeader("Connection", "close");
        bodies.set(req, "unreadable");
        next();
      },
    );
  };
}
