import { createContext, useContext } from "react";
import type { FieldErrors } from "~/properties/model/field-errors";

const FieldErrorsContext = createContext<FieldErrors>({});

/** The refused save's problems, for every field of the form below it. */
export const FieldErrorsProvider = FieldErrorsContext.Provider;

export interface FieldProblem {
  /** The message's element id, for the input's aria-describedby. */
  id: string;
  message: string;
}

/** This field's problem after a refused save, if any. */
export function useFieldError(name: string): FieldProblem | null {
  const message = (useContext(FieldErrorsContext) as Record<string, string | undefined>)[name];
  return message ? { id: `${name}-error`, message } : null;
}

/** The attributes that tie an input to its problem (and its hint), for screen readers and the first-error focus. */
export function invalidProps(problem: FieldProblem | null, hintId?: string) {
  const describedBy = [problem?.id, hintId].filter(Boolean).join(" ");
  return { "aria-invalid": problem ? true : undefined, "aria-describedby": describedBy || undefined };
}

export function FieldErrorText({ problem }: { problem: FieldProblem | null }) {
  if (!problem) return null;
  return (
    <p id={problem.id} className="mt-1 flex gap-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {problem.message}
    </p>
  );
}
