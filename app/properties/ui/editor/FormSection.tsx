import { useEffect, useId, useState, type ReactNode } from "react";

/** Below Tailwind's `sm`: a phone, where a 40-field form is folded to what an agent changes most. */
const PHONE = "(max-width: 639px)";

/**
 * One section of the property form, folding under its title (<details>, so
 * it folds without JavaScript too, and the browser's find-in-page opens it).
 * All open on a wide screen; on a phone only the `open` ones start open. A
 * section with a problem from the last save opens, and says how many.
 */
export function FormSection({
  title,
  openOnPhone,
  startClosed = false,
  problems,
  tone = "plain",
  children,
}: {
  title: string;
  openOnPhone: boolean;
  /** Folded on every screen until opened (the optional translations, while they are empty). */
  startClosed?: boolean;
  problems: number;
  tone?: "plain" | "private";
  children: ReactNode;
}) {
  const [open, setOpen] = useState(!startClosed);
  const headingId = useId();

  useEffect(() => {
    if (!openOnPhone && window.matchMedia(PHONE).matches) setOpen(false);
  }, [openOnPhone]);
  useEffect(() => {
    if (problems > 0) setOpen(true);
  }, [problems]);

  const isPrivate = tone === "private";
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`group mt-4 rounded-lg border ${isPrivate ? "border-amber-300 bg-amber-50" : "border-stone-200 bg-white"} ${
        problems > 0 ? "border-red-300" : ""
      }`}
    >
      <summary
        className={`flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 sm:px-4 font-semibold select-none [&::-webkit-details-marker]:hidden ${
          isPrivate ? "text-amber-900" : "text-stone-800"
        }`}
      >
        <span id={headingId} className="flex-1">
          {title}
        </span>
        {problems > 0 ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {problems === 1 ? "1 problem" : `${problems} problems`}
          </span>
        ) : null}
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div role="group" aria-labelledby={headingId} className="grid grid-cols-2 gap-x-3 gap-y-4 px-3 pt-1 pb-4 sm:gap-x-4 sm:px-4">
        {children}
      </div>
    </details>
  );
}
