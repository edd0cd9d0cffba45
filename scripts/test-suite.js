// npm test: the whole suite, in the order a failure is cheapest to hear about.
//
// 1. The type check, the linter and the build the browser tests run on (build-test/, never
//    build/: a site running with `npm start` is left alone), side by side. Each is mostly one
//    busy thread, so one after the other they leave a core idle (14.5 s, 7 s and 18 s on a
//    quiet 2-core machine with warm caches; side by side 33 s in CI's fresh clone, where the
//    cold type check alone takes 32 s). The type check and the linter keep their caches in
//    node_modules/.cache (package.json): run again, they take 10 s instead of 30 and 2 s instead
//    of 16, and leave the build the cores. Their output is held and printed whole, one
//    step after the other, as each ends: three at once would interleave line by line.
// 2. Vitest (unit and integration tests; it keeps both cores busy on its own).
// 3. Playwright (the browser tests), on the build of step 1.
// Then the time each step took, so that a slow suite says where its time went.
import { spawn } from "node:child_process";

const BUILD_DIR = "build-test";
const started = Date.now();
const times = [];

function seconds(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

/** Runs `npm run <script>`; `held` keeps its output until it ends. Resolves with its exit code. */
function npmRun(script, { env = {}, held = false } = {}) {
  const began = Date.now();
  const child = spawn("npm", ["run", "--silent", script], {
    env: { ...process.env, ...env },
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  if (held) {
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
  }
  return new Promise((resolve) => {
    child.once("error", (error) => {
      output += `${error.message}\n`;
      resolve({ script, code: 1, output });
    });
    child.once("close", (code, signal) => {
      times.push(`${script} ${seconds(Date.now() - began)}`);
      resolve({ script, code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function finish(code) {
  console.log(`\nnpm test: ${code === 0 ? "passed" : "FAILED"} in ${seconds(Date.now() - started)} (${times.join(", ")})`);
  process.exit(code);
}

const prelude = [
  npmRun("typecheck", { held: true }),
  npmRun("lint", { held: true }),
  npmRun("build", { held: true, env: { BUILD_DIR } }),
];
let failed = false;
for (const step of prelude) {
  const { script, code, output } = await step;
  console.log(`\n> ${script}${code === 0 ? "" : ` (failed, exit ${code})`}`);
  if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  failed ||= code !== 0;
}
if (failed) finish(1);

for (const [script, env] of [
  ["test:unit", {}],
  ["test:e2e", { BUILD_DIR }],
]) {
  console.log(`\n> ${script}`);
  const { code } = await npmRun(script, { env });
  if (code !== 0) finish(code);
}
finish(0);
