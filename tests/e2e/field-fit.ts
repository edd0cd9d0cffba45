import type { Locator } from "@playwright/test";

/**
 * What a visitor sees go wrong in a form's fields, each a line naming the field: a select whose
 * shown choice, or an input whose placeholder, is wider than the room inside it (cut off at its
 * end), and a field standing lower than another of its row (a label that took two lines pushing
 * its field down). Measured in the page's own font once it has loaded. Used by the review pass on
 * every page as it opens (review/review-checks.ts, without `rows`: a whole page's fields are not
 * one form's rows), and in the states a page opens into by the list filters
 * (public/list-filters.spec.ts), the cost calculators (costs/costs.spec.ts) and the admin form.
 */
export function fieldProblems(container: Locator, { rows = true }: { rows?: boolean } = {}): Promise<string[]> {
  return container.evaluate(async (root, rows) => {
    await document.fonts.ready;
    const found: string[] = [];
    const measure = document.createElement("canvas").getContext("2d")!;
    const shown = (el: Element) => el.getBoundingClientRect().width > 0 && el.checkVisibility();
    const fields = [...root.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select, input[placeholder]")].filter(shown);
    for (const field of fields) {
      const style = getComputedStyle(field);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const select = field instanceof HTMLSelectElement;
      const text = select ? (field.selectedOptions[0]?.text ?? "") : field.placeholder;
      // A select's own arrow takes about 20 px of its inner width in Chromium.
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (select ? 20 : 0);
      const needed = measure.measureText(text).width;
      if (needed > room) found.push(`${field.name} shows "${text}" in ${Math.round(room)} of the ${Math.round(needed)} px it needs`);
    }
    if (!rows) return found;
    const level = [...root.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select, input:not([type=hidden]):not([type=checkbox]):not([type=radio])")].filter(shown);
    for (const a of level) {
      for (const b of level) {
        const [boxA, boxB] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const sameRow = boxA.top < boxB.bottom && boxB.top < boxA.bottom;
        if (a !== b && sameRow && boxA.top < boxB.top - 1) found.push(`${b.name} stands ${Math.round(boxB.top - boxA.top)} px below ${a.name}`);
      }
    }
    return found;
  }, rows);
}
