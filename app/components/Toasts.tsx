import { useState } from "react";
import type { Toast } from "~/platform/toast";

/**
 * The product's alerts as in-page messages (decision 007): successes are a polite status,
 * failures an assertive alert. Each stays until dismissed or replaced.
 */
export function Toasts({ toasts }: { toasts: Array<Toast | null | undefined> }) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const visible = toasts.filter((t): t is Toast => Boolean(t) && !dismissed.includes(t!.id));
  if (visible.length === 0) return null;
  return (
    // Above the property form's Save bar when there is one, rather than over its buttons.
    <div className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-2 [body:has([data-save-bar])_&]:bottom-28">
      {visible.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" ? "alert" : "status"}
          className={`flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg ${
            t.kind === "error" ? "bg-red-700 text-white" : "bg-brand-700 text-white"
          }`}
        >
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            aria-label="Dismiss message"
            className="-my-1 rounded px-1 text-lg leading-none hover:bg-white/20"
            onClick={() => setDismissed((d) => [...d, t.id])}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
