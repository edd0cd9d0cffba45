import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { VARIANT_WIDTHS, variantUrl } from "~/photos/image-urls";
import { masterKey, storePhoto } from "~/photos/images.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { noisyPhoto } from "../../fixtures/photo-corpus";

const root = path.resolve(import.meta.dirname, "../../..");

/** `npm run rewatermark`, as the operator runs it after the site moved to `siteUrl`. */
function rewatermark(siteUrl: string) {
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/rewatermark.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: process.env.DATA_DIR!,
      SITE_URL: siteUrl,
      LOG_LEVEL: "silent",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    encoding: "utf8",
    timeout: 60_000,
  });
}

async function file(key: string): Promise<Buffer> {
  const body = await getStorage().get(key);
  if (!body) throw new Error(`missing ${key}`);
  return body;
}

const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });

/** Mean difference per channel between two same-size JPEGs inside a box given in fractions of the photo. */
async function meanDifference(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { width = 0, height = 0 } = await sharp(a).metadata();
  const region = { left: Math.round(box.left * width), top: Math.round(box.top * height), width: Math.round(box.width * width), height: Math.round(box.height * height) };
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).extract(region).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

// The mark sits in the middle; the corners hold only the photo.
const MIDDLE = { left: 0.2, top: 0.45, width: 0.6, height: 0.1 };
const CORNER = { left: 0, top: 0, width: 0.2, height: 0.2 };

describe("npm run rewatermark", () => {
  it("re-marks every photo with the new SITE_URL from its master, under the same URLs", async () => {
    // Uploaded while the site was https://listings.example.my (tests/setup/environment.ts).
    const photo = await storePhoto(await noisyPhoto(1200, 900), "front.jpg");
    const gone = await storePhoto(await noisyPhoto(600, 400, 2), "removed.jpg");
    await getStorage().delete(keyFromPublicUrl(gone.url)!); // its listing dropped it; only the master is left
    const key = keyFromPublicUrl(photo.url)!;
    const variantKeys = VARIANT_WIDTHS.map((w) => keyFromPublicUrl(variantUrl(photo.url, w))!);
    const before = { jpeg: await file(key), variants: await Promise.all(variantKeys.map(file)), master: await file(masterKey(key)) };

    const run = rewatermark("https://new-address.example.com");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Re-watermarked 1 photos with new-address.example.com; 1 no listing shows any more were left alone.");

    const after = await file(key);
    const [old, now] = await Promise.all([pixels(before.jpeg), pixels(after)]);
    expect([now.info.width, now.info.height]).toEqual([old.info.width, old.info.height]);
    const master = await sharp(before.master).metadata();
    expect([now.info.width, now.info.height]).toEqual([master.width, master.height]);
    expect(now.data.equals(old.data)).toBe(false);
    // A different mark in the middle, the same photo elsewhere (only the re-encoding from the master differs).
    const middle = await meanDifference(before.jpeg, after, MIDDLE);
    const corner = await meanDifference(before.jpeg, after, CORNER);
    expect(middle).toBeGreaterThan(4 * corner);
    for (const [i, variantKey] of variantKeys.entries()) expect((await file(variantKey)).equals(before.variants[i])).toBe(false);
    // The master stays as uploaded; the removed photo is not brought back.
    expect((await file(masterKey(key))).equals(before.master)).toBe(true);
    expect(await getStorage().exists(keyFromPublicUrl(gone.url)!)).toBe(false);
  });
});

/** What a production server prints before it is ready (tests/support/serving-process.ts), on a data folder of its own. */
function startupOutput(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-start-"));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serving-process.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "info", SEED_DEMO: "0", ...env },
    });
    let out = "";
    const take = (d: Buffer) => {
      out += d;
      if (/ready \d+/.test(out)) child.kill("SIGKILL");
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("exit", () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (/ready \d+/.test(out)) resolve(out);
      else reject(new Error(`did not start: ${out}`));
    });
  });
}

describe("starting in production", () => {
  it("warns once when SITE_URL is unset (the watermark would carry the local address), and not when it is set", async () => {
    const unset = await startupOutput({});
    expect(unset.match(/SITE_URL is not set/g)).toHaveLength(1);
    expect(unset).toContain("run npm run rewatermark");
    expect(await startupOutput({ SITE_URL: "https://listings.example.my" })).not.toContain("SITE_URL is not set");
  });
});
