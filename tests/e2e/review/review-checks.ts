import type { Page } from "@playwright/test";
import { axeBuilder, violationLines } from "../axe";
import { fieldProblems } from "../field-fit";
import { cumulativeShift, layoutShifts } from "../layout-shifts";

/**
 * Issue 29's review pass, as a reviewer reads a page: nothing wider than the
 * screen, no text cut off (in a box, or in a field's shown choice or placeholder),
 * no axe violation, nothing moving after it appears (CLS), no tap target under
 * 24 × 24 CSS px (WCAG 2.2 target size, minimum), and on a listing's page the
 * price above the sticky contact bar where there is one.
 */

/** Every problem the pass finds on the open page, each a line naming the element. */
export async function reviewPage(page: Page, { axe = true, priceAboveBar = false }: { axe?: boolean; priceAboveBar?: boolean } = {}): Promise<string[]> {
  const shifts = await layoutShifts(page);
  const found = await page.evaluate((priceAboveBar) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const label = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? el.getAttribute("name") ?? "";
      return `<${el.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    };
    // checkVisibility: not in a closed <details> (laid out, but not rendered), nor hidden by CSS.
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true });
    };

    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page is ${overflow}px wider than the screen`);

    // Text cut off sideways: a box that hides what does not fit and holds more text than it shows.
    for (const el of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (!/hidden|clip/.test(style.overflowX) || !shown(el)) continue;
      if (!(el as HTMLElement).innerText?.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`text cut off: ${name(el)} shows ${el.clientWidth} of ${el.scrollWidth}px`);
    }

    // Targets: a link in a sentence is exempt (WCAG 2.5.8's inline exception), as is a box inside a label that is itself big enough.
    const targets = document.body.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]");
    for (const el of targets) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
        const sentence = el.parentElement?.textContent?.trim() ?? "";
        if (sentence.length > (el.textContent?.trim().length ?? 0)) continue;
      }
      const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      if (label) {
        const around = label.getBoundingClientRect();
        if (around.width >= 24 && around.height >= 24) continue;
      }
      problems.push(`tap target ${Math.round(box.width)} × ${Math.round(box.height)} px: ${name(el)}`);
    }

    // A listing on a phone: the price (the first deal-prices; the similar listings have theirs) ends above the sticky bar, unscrolled.
    const bar = document.querySelector('[data-testid="sticky-contact"]');
    if (priceAboveBar && bar && shown(bar)) {
      const price = document.querySelector('[data-testid="deal-prices"]');
      if (!price) problems.push("no price on the listing's page");
      else if (price.getBoundingClientRect().bottom + window.scrollY > bar.getBoundingClientRect().top) {
        problems.push(`the price ends at ${Math.round(price.getBoundingClientRect().bottom)} px, under the sticky bar at ${Math.round(bar.getBoundingClientRect().top)} px`);
      }
    }

    return problems;
  }, priceAboveBar);
  for (const line of await fieldProblems(page.locator("body"), { rows: false })) found.push(`text cut off: ${line}`);
  if (shifts === null) found.push("layout shifts were not watched (call watchLayoutShifts first)");
  else {
    const cls = cumulativeShift(shifts);
    const moved = [...new Set(shifts.flatMap((shift) => shift.sources))].join(", ");
    if (cls > 0) found.push(`layout shift: CLS ${cls.toFixed(3)}${moved ? ` (moved: ${moved})` : ""}`);
  }
  if (axe) {
    const results = await axeBuilder(page).options({ resultTypes: ["violations"] }).analyze();
    for (const line of violationLines(results)) found.push(`axe ${line}`);
  }
  return found;
}
