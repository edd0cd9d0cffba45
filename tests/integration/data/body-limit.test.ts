import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchBodyOf, FORM_MAX_BYTES, IMPORT_MAX_BYTES, limitFormBodies } from "../../../server/body-limit";
import { postStream } from "../../e2e/raw-http";

// The limit as server/app.ts mounts it, in front of a handler that reads the
// body the way server/react-router.ts does (a fetch Request over what the limit
// read, then formData()). The 50 MB Content-Length case and the
// server's memory are checked against the built server in
// tests/e2e/server/server-body-limit.spec.ts; here the chunked bodies.
let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(limitFormBodies());
  app.post("/{*splat}", async (req, res) => {
    const headers = new Headers({ "content-type": req.headers["content-type"] ?? "" });
    const request = new Request(`http://127.0.0.1${req.originalUrl}`, { method: "POST", headers, ...fetchBodyOf(req, headers) } as RequestInit);
    const form = await request.formData();
    res.json({ note: String(form.get("note") ?? "").length, email: form.get("email") });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A chunked form post (no Content-Length) of `noteBytes` bytes of note, in 8 KB writes. */
const postChunked = (noteBytes: number) =>
  postStream(`http://127.0.0.1:${port}/login`, { prefix: "email=a%40example.com&note=", bytes: noteBytes, chunkSize: 8 * 1024, chunked: true });

describe("the Data page's import", () => {
  it("takes a CSV larger than 64 KB (the page and its .data fetch), and refuses past its own limit", async () => {
    for (const path of ["/admin/data", "/admin/data.data"]) {
      const answer = await postStream(`http://127.0.0.1:${port}${path}`, { prefix: "email=a%40example.com&note=", bytes: 200 * 1024, chunkSize: 64 * 1024, chunked: true });
      expect(answer.status, path).toBe(200);
    }
    const tooBig = await postStream(`http://127.0.0.1:${port}/admin/data`, { prefix: "note=", bytes: IMPORT_MAX_BYTES + 1024, chunkSize: 256 * 1024, chunked: true });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toBe("The form is too large to send (the limit is 11 MB).");
  });
});

describe("form body limit, chunked", () => {
  it("passes a chunked form under 64 KB on whole", async () => {
    const answer = await postChunked(40 * 1024);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ note: 40 * 1024, email: "a@example.com" });
  });

  it("passes an empty chunked body", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request({ port, host: "127.0.0.1", method: "POST", path: "/logout", headers: { "Transfer-Encoding": "chunked", "Content-Type": "application/x-www-form-urlencoded" } });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end();
    });
    expect(answer).toBe(200);
  });

  it("refuses a chunked body with 413 once it passes 64 KB, without reading the rest", async () => {
    const answer = await postChunked(50 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/);
    expect(FORM_MAX_BYTES).toBe(64 * 1024);
  });
});
