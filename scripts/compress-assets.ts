/**
 * Writes `.br` and `.gz` beside every compressible file of the client build's
 * `assets/` folder, so Express sends them as they are instead of compressing
 * each response (server/precompressed-assets.ts). Runs inside `react-router
 * build` as a Vite plugin (vite.config.ts), so `npm run build`, `npm start`'s
 * build-if-needed and `npm run bench` all produce them; also runnable alone:
 * `tsx scripts/compress-assets.ts [build/client/assets]`.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|html|xml|wasm)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function compressAssets(dir: string): Promise<{ files: number; bytes: number; gzip: number; br: number }> {
  const totals = { files: 0, bytes: 0, gzip: 0, br: 0 };
  if (!fs.existsSync(dir)) return totals;
  const names = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((n) => COMPRESSIBLE.test(n));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      // Hashed names: a file compressed by an earlier pass has not changed since.
      const twin = [`${file}.br`, `${file}.gz`].find((f) => fs.existsSync(f));
      if (twin && fs.statSync(twin).mtimeMs >= fs.statSync(file).mtimeMs) return;
      const body = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A compressed copy that is not smaller is not worth sending.
      if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += body.length;
      totals.gzip += Math.min(gz.length, body.length);
      totals.br += Math.min(br.length, body.length);
    }),
  );
  return totals;
}

/**
 * Vite plugin: once a bundle is written, compress `dir` (the client assets).
 * It runs after the server build too, because React Router writes the
 * client's route manifest (`assets/manifest-*.js`) during that one.
 */
export function precompressAssets(dir: string): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle() {
      const t = await compressAssets(dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      if (t.files) this.info(`${t.files} files in ${dir}: ${kb(t.bytes)} → gzip ${kb(t.gzip)}, br ${kb(t.br)}`);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // Build-time tool: it runs beside the build, not inside the app whose configuration it would read.
  const dir = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  const t = await compressAssets(dir);
  console.log(`precompressed ${t.files} files in ${dir}`);
}
