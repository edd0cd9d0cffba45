import { selector, text, type DataName } from "~/components/page-script";
import { INSTALMENT_LIMITS, monthlyInstalment } from "~/properties/display/instalment";
import { formatRM } from "~/properties/display/money";

/** What InstalmentBox.tsx renders: the box (with the price), the estimate, its terms, the inputs. */
export const INSTALMENT = {
  root: "data-instalment",
  price: "data-price",
  result: "data-instalment-result",
  terms: "data-instalment-terms",
  inputs: "data-instalment-inputs",
} as const satisfies Record<string, DataName>;

/**
 * The monthly instalment estimate (decision 024): the server renders it at the
 * default terms with the inputs disabled; here they are enabled and the estimate
 * follows them, with the same formula (properties/display/instalment.ts).
 */
export function enhanceInstalment(): void {
  const box = document.querySelector(selector(INSTALMENT.root));
  const inputs = box?.querySelector(selector(INSTALMENT.inputs));
  const result = box?.querySelector(selector(INSTALMENT.result));
  const terms = box?.querySelector(selector(INSTALMENT.terms));
  if (!(box instanceof HTMLElement) || !(inputs instanceof HTMLFieldSetElement) || !result || !terms) return;
  const price = Number(box.getAttribute(INSTALMENT.price));
  /** An input's number, kept within its limits; NaN while it is half-typed. */
  const value = (name: keyof typeof INSTALMENT_LIMITS) => {
    const input = inputs.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) return NaN;
    const n = input.valueAsNumber;
    return Number.isFinite(n) ? Math.min(Number(input.max), Math.max(Number(input.min), n)) : NaN;
  };
  inputs.disabled = false;
  inputs.addEventListener("input", () => {
    const [margin, rate, years] = [value("marginPercent"), value("ratePercent"), value("years")];
    if ([margin, rate, years].some(Number.isNaN)) return; // half-typed: keep the last estimate
    result.textContent = text("perMonth", { price: formatRM(monthlyInstalment(price, margin, rate, years)) });
    terms.textContent = text("instalmentTerms", {
      loan: formatRM(Math.round((price * margin) / 100)),
      margin,
      price: formatRM(price),
      rate: rate.toFixed(2),
      years,
    });
  });
}
