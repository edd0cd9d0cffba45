import { useEffect, useId, useRef } from "react";

/** "Leave without saving?": shown while a link or Back is held back by the form's unsaved changes. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        Leave without saving?
      </h2>
      <p className="mt-2 text-stone-700">Your changes to this property have not been saved. If you leave, they are lost, with any photos you added.</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" autoFocus onClick={onStay} className="min-h-11 rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Stay and keep editing
        </button>
        <button type="button" onClick={onLeave} className="min-h-11 rounded border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50">
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
