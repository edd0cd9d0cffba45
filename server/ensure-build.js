import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "server", "db", "public", "vite.config.ts", "react-router.config.ts", "scripts/compress-assets.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * Builds the app when there is no build, or when a source is newer than it. Returns the build folder.
 * `react-router build` also writes the precompressed .br/.gz assets (the Vite plugin in vite.config.ts).
 */
export function ensureBuild() {
  // Read directly: the validated configuration is part of the build this makes.
  const buildDir = process.env.BUILD_DIR ?? "build";
  const BUILD_MARK = path.join(buildDir, "server/index.js");
  const built = fs.existsSync(BUILD_MARK) ? fs.statSync(BUILD_MARK).mtimeMs : 0;
  const stale = built === 0 || SOURCES.some((s) => newestMtime(s) > built);
  if (!stale) return buildDir;
  console.log(built === 0 ? "No build found: building the site (under a minute)…" : "Sources changed: rebuilding the site…");
  quietBuild();
  return buildDir;
}

/**
 * `react-router build`, with its output kept back: Vite's asset-size tables,
 * its "experimental" notice and Rollup's notes about libraries' comments are
 * nothing a person starting the site can act on, and read as errors (issue 27).
 * One line says it is done; a failed build prints everything it wrote.
 * `npx react-router build` shows the full output, and a build made here keeps
 * it in build-output.txt inside the build (Vite empties that folder at each build,
 * so it is always the present build's): the browser tests read there that the
 * build a first start runs stays free of warnings, without building a second time.
 */
export function quietBuild() {
  const started = Date.now();
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    console.error(`The build failed (exit ${result.status ?? result.signal}): its output is above.`);
    process.exit(1);
  }
  fs.writeFileSync(buildOutputFile(), `${result.stdout ?? ""}${result.stderr ?? ""}`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Where quietBuild keeps what the build printed: the server bundle's folder, which each build empties. */
export function buildOutputFile() {
  return path.join(process.env.BUILD_DIR ?? "build", "server", "build-output.txt");
}
