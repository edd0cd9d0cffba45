import { selector, text, type DataName } from "~/components/page-script";
import { costFigures, type FigureName } from "~/costs/figures";
import { readCostInputs } from "~/costs/inputs";

/** What the cost forms render (CostsForm.tsx): the form, and each figure by its name. */
export const COSTS = {
  form: "data-costs",
  figure: "data-cost",
  // Kept from the instalment box (decision 024): its box and its estimate.
  instalment: "data-instalment",
  instalmentResult: "data-instalment-result",
} as const satisfies Record<string, DataName>;

/**
 * The cost calculators recalculate as the visitor types (issue 31): the server rendered the
 * figures from the same inputs with the same function (costs/figures.ts), so what a visitor
 * without JavaScript gets on submitting the form is what this shows.
 */
export function enhanceCosts(): void {
  for (const form of document.querySelectorAll(selector(COSTS.form))) {
    if (!(form instanceof HTMLFormElement)) continue;
    const update = () => {
      // A half-typed or out-of-range value waits: the last figures stay until it reads.
      if (!form.checkValidity()) return;
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) query.append(name, String(value));
      const figures = costFigures(readCostInputs(query), {
        terms: (values) => text("instalmentTerms", values),
        perMonth: (price) => text("perMonth", { price }),
      });
      for (const out of form.querySelectorAll(selector(COSTS.figure))) {
        const name = out.getAttribute(COSTS.figure) as FigureName;
        if (name in figures) out.textContent = String(figures[name]);
      }
    };
    // The form has noValidate (no browser bubble in English): a value it cannot take shows the
    // field's own message, in the page's language, until it reads (CostParts.tsx NumberField).
    form.addEventListener("input", (event) => {
      const field = event.target;
      if (field instanceof HTMLInputElement) {
        const bad = !field.validity.valid;
        const message = document.getElementById(`cost-error-${field.name}`);
        if (message) message.hidden = !bad;
        for (const [attr, value] of [
          ["aria-invalid", "true"],
          ["aria-describedby", message?.id],
        ] as const) {
          if (bad && value) field.setAttribute(attr, value);
          else field.removeAttribute(attr);
        }
      }
      update();
    });
    form.addEventListener("change", update);
  }
}
