import type { Selection } from "./selection";

/** The tick box that adds a listing to the selection, in the table and on the phone card alike. */
export function SelectBox({ id, title, selection, className }: { id: string; title: string; selection: Selection; className: string }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${title}`}
      checked={selection.has(id)}
      onChange={(e) => selection.set(id, e.currentTarget.checked)}
      disabled={!selection.ready}
      className={className}
    />
  );
}
