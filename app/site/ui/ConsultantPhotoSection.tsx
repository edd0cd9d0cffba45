import { BrandImageSection } from "./BrandImageSection";

/** /admin/settings: the negotiator's photo, shown on every listing's contact card (issue 29 item 4). */
export function ConsultantPhotoSection({ photo, name }: { photo: string | null; name: string }) {
  return (
    <BrandImageSection
      id="consultant-photo"
      title="Your photo"
      description="Shown beside your name on the contact card of every listing: visitors trust a face. JPEG, PNG or WebP, up to 15 MB; it is cropped square around the face and made small."
      current={
        photo ? <img src={photo} width={64} height={64} alt={`Current photo of ${name}`} className="h-16 w-16 rounded-full object-cover" /> : null
      }
      empty="No photo yet: the contact card shows your name and numbers alone."
      remove={{ intent: "remove-consultant-photo", label: "Remove photo" }}
      upload={{ action: "/admin/settings/photo", label: photo ? "Replace the photo" : "Upload a photo", button: "Upload photo", accept: "image/jpeg,image/png,image/webp" }}
    />
  );
}
