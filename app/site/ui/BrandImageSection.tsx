import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * /admin/settings: one agency image (the logo, the negotiator's photo) — what
 * it is for, the one in use with a Remove button, and an upload form. The
 * upload is a plain document POST to the image's own route, so the file goes
 * outside the 64 KB limit of other forms and the page reloads with that
 * route's message; Remove is an intent of the settings form.
 */
export function BrandImageSection({
  id,
  title,
  description,
  current,
  empty,
  remove,
  upload,
}: {
  id: string;
  title: string;
  description: string;
  /** The image in use, or null. */
  current: ReactNode | null;
  /** What the site shows without one. */
  empty: string;
  remove: { intent: string; label: string };
  upload: { action: string; label: string; button: string; accept?: string };
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      {current ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {current}
          <Form method="post">
            <input type="hidden" name="intent" value={remove.intent} />
            <button type="submit" className="min-h-11 rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-50">
              {remove.label}
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{empty}</p>
      )}
      <Form method="post" action={upload.action} encType="multipart/form-data" reloadDocument className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            {upload.label}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={upload.accept ?? "image/png,image/jpeg,image/webp"}
            required
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
          />
        </div>
        <button type="submit" className="min-h-11 rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {upload.button}
        </button>
      </Form>
    </section>
  );
}
