/**
 * The photo section of the property form. INTERFACE ONLY for now (the photos
 * issue builds uploads, progress, reorder and remove). Contract with the
 * property form: it renders one hidden input `name="images"` per attached
 * photo, in display order (cover first); the form's action reads them with
 * `formData.getAll("images")`.
 */
export function PhotoManager({ initial }: { initial: string[] }) {
  return (
    <fieldset>
      <legend className="font-semibold">Photos</legend>
      {initial.map((url) => (
        <input key={url} type="hidden" name="images" value={url} />
      ))}
    </fieldset>
  );
}
