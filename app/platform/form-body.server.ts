import { Busboy } from "@fastify/busboy";
import { Readable } from "node:stream";

/**
 * Form bodies (multipart and urlencoded) read by @fastify/busboy, a streaming
 * parser, within limits counted as the bytes arrive: nothing past a limit is
 * kept, and a broken body is told apart from one that is too large (issue 26
 * item 6). Used by the server for every form (server/body-limit.ts) and by the
 * upload routes for their one file (app/photos/upload.server.ts).
 */

export class FormTooLarge extends Error {
  constructor() {
    super("form body too large");
  }
}

/** Not a form a browser would send: no boundary, a part cut short, a body that ends early. */
export class FormUnreadable extends Error {}

export interface FormLimits {
  /** The whole body in bytes, boundaries and part headers included. */
  maxBytes: number;
  /** One file's bytes; `maxBytes` unless said. */
  maxFileBytes?: number;
}

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** Is this a body a browser's form sends (and busboy reads)? */
export function isFormBody(contentType: string | null | undefined): boolean {
  return FORM_TYPE.test(contentType ?? "");
}

/**
 * The form in `body`, as the Fetch API's FormData (files as File). Rejects
 * with FormTooLarge as soon as the body or a file passes its limit, with
 * FormUnreadable for a body that is not a form; either way it stops reading
 * (the caller closes the connection or cancels the stream).
 */
export function readFormBody(body: Readable, contentType: string, limits: FormLimits): Promise<FormData> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe();
      body.pause();
      reject(error);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        defCharset: "utf8",
        limits: { fieldSize: limits.maxBytes, fileSize: limits.maxFileBytes ?? limits.maxBytes, fieldNameSize: 1024 },
      });
    } catch (error) {
      // A multipart type without a boundary, say.
      return fail(new FormUnreadable(String((error as Error).message)));
    }
    // Each part keeps its place: a file is complete only after the parts behind it have been seen.
    const entries: ([string, string | File] | null)[] = [];
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(new FormTooLarge());
      entries.push([name, value]);
    });
    parser.on("file", (name, stream, filename, _encoding, mimeType) => {
      const at = entries.push(null) - 1;
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length)));
      stream.on("limit", () => fail(new FormTooLarge()));
      // A file input left empty sends a part named "" with no bytes: the Fetch API's own parser makes that a string.
      stream.on("end", () => (entries[at] = [name, filename ? new File(chunks, filename, { type: mimeType }) : Buffer.concat(chunks).toString("utf8")]));
    });
    parser.on("error", (error: unknown) => fail(new FormUnreadable(String((error as Error)?.message ?? error))));
    parser.on("finish", () => {
      if (settled) return;
      settled = true;
      const form = new FormData();
      for (const entry of entries) if (entry) form.append(entry[0], entry[1]);
      resolve(form);
    });
    let received = 0;
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes) fail(new FormTooLarge());
    });
    body.once("error", (error) => fail(error));
    body.pipe(parser);
  });
}

/** The same, from a Fetch Request (an upload route's). A refused body's stream is cancelled. */
export async function readRequestForm(request: Request, limits: FormLimits): Promise<FormData> {
  if (!request.body) throw new FormUnreadable("no body");
  const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
  try {
    return await readFormBody(body, request.headers.get("content-type") ?? "", limits);
  } catch (error) {
    body.destroy();
    throw error;
  }
}
