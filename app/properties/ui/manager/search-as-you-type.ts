import { useEffect, useRef, type ChangeEvent } from "react";
import { useSubmit } from "react-router";

/** Long enough not to query on every key of a word, short enough to feel immediate. */
const PAUSE_MS = 300;

/**
 * The Property Manager's search follows typing (docs/product.md#property-manager):
 * a pause in typing submits the search form, replacing the history entry so
 * Back leaves the list instead of stepping through each letter. The input is
 * not re-created, so focus and caret stay where the agent is typing. Enter
 * still submits at once; without JavaScript the form submits as a plain GET.
 */
export function useSearchAsYouType() {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const form = event.currentTarget.form;
      clearTimeout(timer.current);
      if (!form) return;
      timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), PAUSE_MS);
    },
    onSubmit() {
      clearTimeout(timer.current);
    },
  };
}
