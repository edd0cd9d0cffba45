import { createContext, useContext, type ReactNode } from "react";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/catalogs";
import { dataAttr } from "~/components/page-script";
import { malaysianDate } from "~/properties/display/malaysia-date";
import { COST_LIMITS, WHOLE_FIELDS, type CostField } from "~/costs/inputs";
import type { CostFigures, FigureName } from "~/costs/figures";
import { RATES_CHECKED, type Source } from "~/costs/rates";
import { COSTS } from "./costs.enhance";

const inputClass = "mt-1 w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base text-stone-900 aria-[invalid=true]:border-red-700";
const grouped = new Intl.NumberFormat("en-MY");

/** The fields the server could not take as typed (costProblems): the calculators page provides them. */
export const CostProblems = createContext<readonly CostField[]>([]);

/** Where a field's message is: the page script shows it as the visitor types (costs.enhance.ts). */
export const costErrorId = (name: string) => `cost-error-${name}`;

/**
 * A labelled number input of the calculators, its limits from costs/inputs.ts. Whole numbers
 * only where a fraction means nothing; elsewhere any value, so nothing refuses 688,500. The form
 * has noValidate: a value out of bounds gets the message below it, in the page's language.
 */
export function NumberField({ name, label, value }: { name: CostField; label: string; value: number | string | null }) {
  const { t } = useI18n();
  const { min, max } = COST_LIMITS[name];
  const whole = WHOLE_FIELDS.includes(name);
  const problem = useContext(CostProblems).includes(name);
  return (
    // Inputs sit on one line even where a label wraps to two.
    <div className="flex flex-col">
      <label className="flex flex-1 flex-col justify-between text-sm font-medium text-stone-700">
        {label}
        <input
          name={name}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={whole ? 1 : "any"}
          defaultValue={value ?? ""}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? costErrorId(name) : undefined}
          className={inputClass}
        />
      </label>
      <p id={costErrorId(name)} hidden={!problem} className="mt-1 text-xs font-medium text-red-700">
        {t(whole ? "costs.invalidWhole" : "costs.invalid", { min: grouped.format(min), max: grouped.format(max) })}
      </p>
    </div>
  );
}

/**
 * A choice between phrases ("Warga asing atau syarikat asing"): the whole row of its two-column
 * grid, so the longest shows whole in a phone's box (half of it left 101 px of the 173 that
 * "Warganegara Malaysia" needs).
 */
export function SelectField({ name, label, value, options }: { name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <label className="col-span-2 flex flex-col justify-between text-sm font-medium text-stone-700">
      {label}
      <select name={name} defaultValue={value} className={inputClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A table of estimates: each figure in the "Estimate" column, the last row the total (unless the total is shown elsewhere). */
export function FigureTable({
  caption,
  rows,
  figures,
  lastIsTotal = true,
}: {
  caption: string;
  rows: (readonly [FigureName, MessageKey])[];
  figures: CostFigures;
  lastIsTotal?: boolean;
}) {
  const { t } = useI18n();
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="text-left text-base font-semibold text-stone-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("costs.column.item")}</th>
          <th scope="col">{t("costs.column.estimate")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, label], i) => {
          const total = lastIsTotal && i === rows.length - 1;
          return (
            <tr key={name} className={total ? "border-t-2 border-stone-300 font-bold" : "border-t border-stone-100"}>
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-stone-700">
                {t(label)}
              </th>
              <td className={`whitespace-nowrap py-1.5 pl-2 text-right tabular-nums ${total ? "text-brand-800" : "text-stone-900"}`} {...dataAttr(COSTS.figure, name)}>
                {figures[name]}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * On a listing the box leads with its total; the breakdown, the options and the sources open
 * under it (a native disclosure: no script, nothing moves until the visitor taps). On a phone the
 * whole box was some 1,900 px long. The total is the figure the page script updates.
 */
export function CompactTotal({ label, name, figures, children }: { label: string; name: FigureName; figures: CostFigures; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <details className="cost-details mt-4 rounded-md border border-stone-200">
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2.5">
        <span className="font-semibold text-stone-900">{label}</span>
        <span className="whitespace-nowrap text-lg font-bold tabular-nums text-brand-800" {...dataAttr(COSTS.figure, name)}>
          {figures[name]}
        </span>
        <span className="w-full text-sm text-brand-800 underline">{t("costs.breakdown")}</span>
      </summary>
      <div className="border-t border-stone-200 px-3 pb-3">{children}</div>
    </details>
  );
}

/** The notes under the figures: what they leave out, and their sources with the dates they took effect. */
export function SourceNotes({ sources, children }: { sources: Source[]; children: ReactNode }) {
  const { t, lang } = useI18n();
  return (
    <div className="mt-3 space-y-2 text-xs text-stone-600">
      {children}
      <div>
        <p className="font-medium text-stone-700">{t("costs.sources.heading")}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {sources.map((s) => (
            <li key={s.name}>{s.effective ? t("costs.sources.item", { name: s.name, date: malaysianDate(s.effective, lang) }) : s.name}</li>
          ))}
        </ul>
      </div>
      <p>{t("costs.sources.checked", { date: malaysianDate(RATES_CHECKED, lang) })}</p>
    </div>
  );
}
