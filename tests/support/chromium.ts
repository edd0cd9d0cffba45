import fs from "node:fs";

/**
 * Debian's Chromium, and the flags it needs on these machines: no sandbox as
 * root, and no background connections to a network that refuses them.
 * The full browser serves Lighthouse, the screenshots script, the main-thread
 * bench and the one browser test that needs what only it has (notifications
 * a service worker shows: alert-push.spec.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell (the same
 * Blink, V8 and network stack, without the full browser's UI layers; it is
 * what Playwright itself runs for headless tests when it may download one).
 * Measured with Debian's 156.0.8078.108 on a quiet 2-core machine: the whole
 * browser suite in 10.8 min against 16.5 min on the full browser (1,176 against
 * 1,839 seconds of test time), the public pages and the public review (122
 * tests) in 2.1–2.4 min against 4.0. Where it is not installed the tests run on
 * the full browser, slower and the same.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
