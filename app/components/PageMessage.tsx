import { Link } from "react-router";

/** A page-level message (not found, load failure) with the way back to the list. */
export function PageMessage({ title, message }: { title: string; message?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {message && (
        <p role="alert" className="mt-4 text-stone-700">
          {message}
        </p>
      )}
      <p className="mt-6">
        <Link className="font-medium text-brand-700 underline" to="/">
          Back to All Properties
        </Link>
      </p>
    </div>
  );
}
