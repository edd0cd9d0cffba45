import zlib from "node:zlib";
import type { Page } from "@playwright/test";

/**
 * What the size budgets measure (budgets.spec.ts, languages-budgets.spec.ts).
 * Gzip at level 9, which is what the build's precompressed `.gz` files and the
 * page cache send.
 */
export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/** React's chunks carry its error-page URL, React Router's its globals (chunk names change with the build). */
export const FRAMEWORK = /react\.dev\/errors|__reactRouter/;

/** Every script the page loads until the network is idle, with its gzip size. */
export async function scriptsOf(page: Page, path: string) {
  const scripts: { url: string; gzip: number; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: response.url(), gzip: gzipSize(body), body: body.toString("utf8") });
      }),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(pending);
  return scripts;
}
