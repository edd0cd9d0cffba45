import { Link, useNavigation } from "react-router";

/**
 * Save and Cancel, stuck to the bottom of the screen while the form scrolls
 * under them, so a phone never has to scroll to the end to save. The toasts
 * rise above it (Toasts looks for `data-save-bar`).
 */
export function SaveBar({
  label,
  cancelTo,
  waiting,
  pending,
  note,
}: {
  label: string;
  cancelTo: string;
  /** Save was pressed while photos upload: it goes through once they are stored. */
  waiting: boolean;
  pending: number;
  note: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <div
      data-save-bar=""
      // The page keeps a focused field clear of the bar when it scrolls one into view (Tab, the first problem).
      className="[html:has(&)]:scroll-pb-28 sticky bottom-0 z-30 -mx-4 mt-6 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x"
    >
      <p role="status" className="mb-2 text-sm text-stone-700 empty:hidden">
        {waiting ? `Saving once the photos are uploaded (${pending} to go)…` : note}
      </p>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={saving || waiting}
          className="min-h-11 flex-1 rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70 sm:flex-none"
        >
          {saving ? "Saving..." : waiting ? "Waiting for photos…" : label}
        </button>
        <Link to={cancelTo} className="flex min-h-11 items-center rounded border border-stone-300 px-5 py-2 hover:bg-stone-100">
          Cancel
        </Link>
      </div>
    </div>
  );
}
