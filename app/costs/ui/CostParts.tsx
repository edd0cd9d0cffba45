import type { ReactNode } from "react";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/catalogs";
import { dataAttr } from "~/components/page-script";
import { malaysianDate } from "~/properties/display/malaysia-date";
import { COST_LIMITS, type CostField } from "~/costs/inputs";
import type { CostFigures, FigureName } from "~/costs/figures";
import { RATES_CHECKED, type Source } from "~/costs/rates";
import { COSTS } from "./costs.enhance";

const inputClass = "mt-1 w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base text-stone-900";
/** Whole numbers only where a fraction means nothing; elsewhere any value, so no browser refuses 688,500. */
const WHOLE: CostField[] = ["years", "termYears", "age"];

/** A labelled number input of the calculators, its limits from costs/inputs.ts. */
export function NumberField({ name, label, value }: { name: CostField; label: string; value: number | string | null }) {
  const { min, max } = COST_LIMITS[name];
  return (
    // Inputs sit on one line even where a label wraps to two.
    <label className="flex flex-col justify-between text-sm font-medium text-stone-700">
      {label}
      <input name={name} type="number" inputMode="decimal" min={min} max={max} step={WHOLE.includes(name) ? 1 : "any"} defaultValue={value ?? ""} className={inputClass} />
    </label>
  );
}

export function SelectField({ name, label, value, options }: { name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <label className="flex flex-col justify-between text-sm font-medium text-stone-700">
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

/** A table of estimates: each figure in the "Estimate" column, the last row the total. */
export function FigureTable({ caption, rows, figures }: { caption: string; rows: [FigureName, MessageKey][]; figures: CostFigures }) {
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
          const total = i === rows.length - 1;
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
