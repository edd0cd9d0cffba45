import { useId, useRef, type ReactNode } from "react";
import { Form } from "react-router";

/**
 * A button that asks first (the original product's confirm(), decision 007), as a modal <dialog>: focus
 * moves into it, Escape cancels, and the rest of the page is inert meanwhile.
 * Only the dialog's own button submits the form.
 */
export function ConfirmButton({
  label,
  accessibleLabel,
  question,
  fields,
  confirmLabel = "Delete",
  className,
}: {
  label: ReactNode;
  /** "Delete Sri Hartamas": which row the button is for, for a screen reader. */
  accessibleLabel?: string;
  question: string;
  /** Hidden fields; a list repeats the name (the ids of a bulk delete). */
  fields: Record<string, string | string[]>;
  confirmLabel?: string;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  return (
    <>
      <button
        type="button"
        aria-label={accessibleLabel}
        className={className}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={questionId}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
      >
        <p id={questionId} className="text-base text-stone-900">
          {question}
        </p>
        <Form method="post" className="mt-6 flex justify-end gap-3" onSubmit={() => dialog.current?.close()}>
          {Object.entries(fields).flatMap(([name, value]) =>
            [value].flat().map((v) => <input key={`${name}=${v}`} type="hidden" name={name} value={v} />),
          )}
          <button
            type="button"
            className="rounded border border-stone-300 px-4 py-2 hover:bg-stone-100"
            onClick={() => dialog.current?.close()}
          >
            Cancel
          </button>
          <button type="submit" className="rounded bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800">
            {confirmLabel}
          </button>
        </Form>
      </dialog>
    </>
  );
}
