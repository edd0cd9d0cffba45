import { Form } from "react-router";
import { ImageUploadForm } from "./ImageUploadForm";

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
      <ImageUploadForm
        action="/admin/settings/photo"
        id="consultant-photo-file"
        label={photo ? "Replace the photo" : "Upload a photo"}
        button="Upload photo"
        accept="image/jpeg,image/png,image/webp"
      />
    </section>
  );
}
