/**
 * How long one 12-megapixel phone photo takes from upload to stored variants.
 * Runs the real upload route (session check, capped multipart read,
 * storePhoto) behind a local HTTP server, so the time includes sending the
 * bytes over HTTP; then storePhoto alone for comparison. Run: npm run bench:photos
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { MAX_PUBLIC_SIDE } from "../app/photos/image-urls";
import { twelveMegapixelPhoneJpeg } from "../tests/fixtures/photo-corpus";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-bench-"));
Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
delete process.env.DATABASE_URL;

const { getDb, closeDb } = await import("~/platform/db/db.server");
const { migrateToLatest } = await import("~/platform/db/migrate.server");
const { createAdmin } = await import("~/auth/admin-users.server");
const { startSession } = await import("~/auth/auth.server");
const { storePhoto, keysForPhoto } = await import("~/photos/images.server");
const { getStorage } = await import("~/platform/storage/storage.server");
const { action } = await import("~/routes/admin/photos");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs: number[]) =>
  `median ${median(xs)} ms (min ${Math.min(...xs)}, max ${Math.max(...xs)}; runs: ${xs.join(", ")})`;

async function assertComplete(url: string) {
  for (const key of keysForPhoto(url)) {
    if (!(await getStorage().exists(key))) throw new Error(`missing ${key}`);
  }
}

/** The upload route behind a plain Node HTTP server: Node request in, Fetch Request to the action. */
function serveUploadRoute(): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const response = (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as Response;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

try {
  await migrateToLatest(getDb());
  const id = await createAdmin("bench@example.com", "bench password 123");
  const signedIn = await startSession(new Request("http://localhost/login"), { id, email: "bench@example.com" }, "/admin");
  const cookie = signedIn.headers.get("set-cookie")!.split(";")[0];

  let t = performance.now();
  const photo = await twelveMegapixelPhoneJpeg();
  console.log(
    `input: 4000×3000 JPEG stored sideways (EXIF orientation 6, GPS), ${(photo.length / 1024 / 1024).toFixed(1)} MB` +
      ` (generated in ${Math.round(performance.now() - t)} ms)`,
  );

  const server = await serveUploadRoute();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const overHttp: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
    t = performance.now();
    const res = await fetch(`${base}/admin/photos`, { method: "POST", body: form, headers: { cookie } });
    const body = (await res.json()) as { url?: string; error?: string };
    overHttp.push(Math.round(performance.now() - t));
    if (!body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
    await assertComplete(body.url);
  }
  console.log(`HTTP POST /admin/photos → stored JPEG + ${keysForPhoto("/images/property_images/x.jpg").length - 2} WebP variants + master: ${summary(overHttp)}`);

  // What the admin form sends since decision 071: the photo shrunk in the browser to 2,048 px, upright, JPEG 0.92.
  const shrunk = await sharp(photo).autoOrient().resize({ width: MAX_PUBLIC_SIDE, height: MAX_PUBLIC_SIDE, fit: "inside" }).jpeg({ quality: 92 }).toBuffer();
  const shrunkOverHttp: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(shrunk)], { type: "image/jpeg" }), "IMG_0001.JPG");
    t = performance.now();
    const res = await fetch(`${base}/admin/photos`, { method: "POST", body: form, headers: { cookie } });
    const body = (await res.json()) as { url?: string; error?: string };
    shrunkOverHttp.push(Math.round(performance.now() - t));
    if (!body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
    await assertComplete(body.url);
  }
  server.close();
  console.log(
    `HTTP POST /admin/photos of the browser-shrunk copy (${MAX_PUBLIC_SIDE} px, ${(shrunk.length / 1024 / 1024).toFixed(1)} MB, ` +
      `${Math.round((shrunk.length / photo.length) * 100)}% of the original): ${summary(shrunkOverHttp)}`,
  );

  const direct: number[] = [];
  let lastUrl = "";
  for (let run = 0; run < RUNS; run++) {
    t = performance.now();
    lastUrl = (await storePhoto(photo, "IMG_0001.JPG")).url;
    direct.push(Math.round(performance.now() - t));
    await assertComplete(lastUrl);
  }
  console.log(`storePhoto alone: ${summary(direct)}`);

  console.log("files of one photo:");
  for (const key of keysForPhoto(lastUrl)) {
    console.log(`  ${key.replace(/\d+_img-0001_[a-z0-9]+/, "…")}: ${Math.round((await getStorage().get(key))!.length / 1024)} KB`);
  }
} finally {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
