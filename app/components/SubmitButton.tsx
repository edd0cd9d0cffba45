/** A form's main button: disabled and saying what it does ("Logging In...") while its form is being sent. */
export function SubmitButton({ busy, label, busyLabel, wide = false }: { busy: boolean; label: string; busyLabel: string; wide?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${wide ? "w-full " : ""}rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
