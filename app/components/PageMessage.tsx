import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/context";

/**
 * A page-level message with the way back to the list: `message` is announced
 * as an alert (not found, load failure), `note` is plain text (coming soon).
 */
export function PageMessage({ title, message, note, children }: { title: string; message?: string; note?: string; children?: ReactNode }) {
  const { t, path } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {note ? <p className="mt-4 text-stone-700">{note}</p> : null}
      {message && (
        <p role="alert" className="mt-4 text-stone-700">
          {message}
        </p>
      )}
      <p className="mt-6">
        <Link className="inline-block py-1 font-medium text-brand-700 underline" to={path("/")}>
          {t("frame.backToAll")}
        </Link>
      </p>
      {children}
    </div>
  );
}
