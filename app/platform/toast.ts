/** A one-off message for the admin: shown as a status (success) or an alert (error). */
export interface Toast {
  /** Distinguishes two identical messages in a row, so both are announced. */
  id: string;
  kind: "success" | "error";
  message: string;
}

export function toast(kind: Toast["kind"], message: string): Toast {
  return { id: Math.random().toString(36).slice(2), kind, message };
}
