import { Form } from "react-router";

/** /admin/settings: the negotiator's photo, shown on every listing's contact card (issue 29 item 4). */
export function ConsultantPhotoSection({ photo, name }: { photo: string | null; name: string }) {
  return (
    <section aria-labelledby="consultant-photo-heading" className="mt-8 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="consultant-photo-heading" className="text-lg font-semibold">
        Your photo
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Shown beside your name on the contact card of every listing: visitors trust a face. JPEG, PNG or WebP, up to 15 MB; it is cropped
        square around the face and made small.
      </p>
      {photo ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <img src={photo} width={64} height={64} alt={`Current photo of ${name}`} className="h-16 w-16 rounded-full object-cover" />
          <Form method="post">
            <input type="hidden" name="intent" value="remove-consultant-photo" />
            <button type="submit" className="min-h-11 rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-50">
              Remove photo
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No photo yet: the contact card shows your name and numbers alone.</p>
      )}
      {/* A plain document POST: the file goes to its own route, outside the 64 KB limit of other forms. */}
      <Form method="post" action="/admin/settings/photo" encType="multipart/form-data" reloadDocument className="mt-4 space-y-3">
        <div>
          <label htmlFor="consultant-photo-file" className="block text-sm font-medium">
            {photo ? "Replace the photo" : "Upload a photo"}
          </label>
          <input
            id="consultant-photo-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
          />
        </div>
        <button type="submit" className="min-h-11 rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Upload photo
        </button>
      </Form>
    </section>
  );
}
