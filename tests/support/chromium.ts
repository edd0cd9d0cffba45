/**
 * Debian's Chromium, and the flags it needs on these machines: no sandbox as
 * root, and no background connections to a network that refuses them.
 * Shared by Playwright and the Lighthouse script.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
