import type { FieldDef } from "~/properties/model/fields";

/**
 * Prices and areas read with thousands separators while typed ("1,350,000"),
 * as the agent reads them everywhere else; the server drops the commas
 * (parseOptionalNumber). Years, counts and months stay plain.
 */
export function groupsThousands(field: FieldDef): boolean {
  return field.kind === "number" && !field.integer && !field.year && field.unit !== "months";
}

const NUMBER = /^(\d*)(\.\d*)?$/;

/** "1350000.5" → "1,350,000.5"; text that is not a plain number is left as typed, for the server to name. */
export function groupDigits(text: string): string {
  const bare = text.replace(/[,\s]/g, "");
  const match = NUMBER.exec(bare);
  if (!match) return text;
  const [, whole = "", fraction = ""] = match;
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + fraction;
}

/** Digits and the decimal point: what the caret's place is counted in, so it stays beside the same digit. */
const significant = (text: string) => text.replace(/[^\d.]/g, "").length;

/** Regroups an input's value after a keystroke or paste without moving the caret off the digit it was by. */
export function regroup(input: HTMLInputElement): void {
  const before = input.value;
  const typed = before.replace(/^\s*RM\s*/i, "");
  const after = groupDigits(typed);
  if (after === before) return;
  const caret = input.selectionStart ?? before.length;
  const wanted = significant(before.slice(0, caret));
  input.value = after;
  let at = 0;
  for (let seen = 0; at < after.length && seen < wanted; at++) {
    if (/[\d.]/.test(after[at]!)) seen++;
  }
  input.setSelectionRange(at, at);
}

/** Backspace just after a comma (or Delete just before one) takes the digit beyond it, not the comma that comes back. */
export function skipSeparator(e: React.KeyboardEvent<HTMLInputElement>): void {
  const input = e.currentTarget;
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end) return;
  if (e.key === "Backspace" && value[start - 1] === ",") input.setSelectionRange(start - 1, start - 1);
  if (e.key === "Delete" && value[start] === ",") input.setSelectionRange(start + 1, start + 1);
}
