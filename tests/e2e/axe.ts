import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe for the open page, run inside it. @axe-core/playwright's default mode opens a blank
 * page for every analyze() to merge the results of cross-origin frames, which costs 0.3–1 s
 * a page (measured on the review pass's pages: 1.1–1.5 s against 0.4–0.45 s) and finds the
 * same. No page here holds a frame when axe reads it: the only one is a listing's video
 * player, made on a tap (media-embed.enhance.ts), and the CSP allows no other.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

type Results = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line a violation, naming the elements: an assertion's diff a person can act on. */
export function violationLines(results: Results): string[] {
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
