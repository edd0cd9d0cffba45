import fs from "node:fs";
import http from "node:http";
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (and `body`) exactly as written, on a connection of its own:
 * fetch() cannot send TRACE, an absolute-form request line or a broken escape.
 */
export function rawRequest(port: number, head: string, body = ""): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${head.replace(/\n/g, "\r\n")}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n${body}`);
    });
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [top = "", ...rest] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** Resident memory of a process, from /proc (Linux), in bytes. */
export function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * POSTs a form: `prefix`, then `bytes` of filler in writes of `chunkSize`,
 * with the filler's length as Content-Length, or chunked; resolves with the
 * answer. A server may answer and close before the body is sent: write
 * errors after the answer are expected.
 */
export function postStream(
  url: string,
  { prefix, bytes, chunkSize, chunked }: { prefix: string; bytes: number; chunkSize: number; chunked: boolean },
): Promise<{ status: number; body: string }> {
  const chunk = Buffer.alloc(chunkSize, "a");
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(chunked ? {} : { "Content-Length": String(bytes) }) },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (d) => (body += d));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // A server that refuses the body answers and closes while we still send: the
    // write may fail (EPIPE) a moment before the answer already on its way is read.
    request.on("error", (error) => {
      setTimeout(() => {
        if (!answered) reject(error);
      }, 250);
    });
    request.write(prefix);
    let sent = 0;
    // One write per turn of the event loop: the answer, once on its way, is read (in
    // the poll phase) before the next write (in the check phase), so sending stops
    // on the answer rather than running into the connection the server closed after it.
    const pump = () => {
      if (request.destroyed || answered) return;
      if (sent >= bytes) return void request.end();
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      if (request.write(part)) setImmediate(pump);
      else request.once("drain", () => setImmediate(pump));
    };
    // A declared length over the limit is refused from the headers alone: give that
    // answer a second to come before sending any of the body (a write racing the
    // server's close can lose the answer to a reset).
    if (chunked || bytes === 0) pump();
    else setTimeout(pump, 1000);
  });
}

/** POSTs `megabytes` of form data to /login-like `url`. */
export function postLargeBody(url: string, megabytes: number, options: { chunked?: boolean } = {}) {
  // 64 KB writes: the server's form limit, so it answers after a write or two.
  return postStream(url, { prefix: "email=a%40example.com&password=", bytes: megabytes * 1024 * 1024, chunkSize: 64 * 1024, chunked: Boolean(options.chunked) });
}
