import { useEffect, useRef, useState } from "react";
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { PhotoThumb, type FocusAfterMove } from "./PhotoThumb";
import { DRAG_INSTRUCTIONS, photoAnnouncements, usePhotoSensors } from "./photo-sensors";
import { HEIC_ADVICE, heicMessage, isHeicFile } from "~/photos/heic";
import { isUploadableImage } from "~/photos/uploads/upload-photo";
import type { PhotoUploads, UploadFailure } from "~/photos/uploads/usePhotoUploads";

/**
 * The photo section of the property form. Contract with the property form:
 * it renders one hidden input `name="images"` per stored photo, in display
 * order (cover first); the form's action reads them with
 * `formData.getAll("images")`. Each file uploads on its own to /admin/photos
 * as soon as it is chosen, so saving never loses a photo already uploaded;
 * the form owns the uploads (`photos`), since its Save waits for them.
 */
export function PhotoManager({ photos }: { photos: PhotoUploads }) {
  const { items, failures, addFiles, remove, move, clearFailures } = photos;
  const [skipped, setSkipped] = useState<string[]>([]);
  const [skippedHeic, setSkippedHeic] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dropping, setDropping] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const focusAfterMove = useRef<{ id: string; side: FocusAfterMove } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const sensors = usePhotoSensors();

  // A moved thumbnail is re-inserted in the DOM, which drops focus: put it back on the same button
  // (after "Set as cover", on the cover's move-right button: the one it pressed is gone).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const thumb = fieldset.current?.querySelector(`[data-photo-id="${CSS.escape(target.id)}"]`);
    const side = target.side === "cover" ? "right" : target.side;
    const same = thumb?.querySelector<HTMLButtonElement>(`[data-move="${side}"]`);
    const other = thumb?.querySelector<HTMLButtonElement>(`[data-move="${side === "left" ? "right" : "left"}"]`);
    (same && !same.disabled ? same : (other ?? thumb?.querySelector<HTMLButtonElement>("[data-drag-handle]")))?.focus();
  }, [items]);

  // Files picked on a slow phone before React took over the page are still on the
  // input, their change event long gone: upload them now rather than lose them.
  useEffect(() => {
    const input = picker.current;
    if (!input?.files?.length) return;
    take([...input.files]);
    input.value = "";
    // Once, on mount: take() is recreated every render, the files are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function take(files: File[]) {
    const images = files.filter(isUploadableImage);
    const refused = files.filter((f) => !isUploadableImage(f));
    setSkippedHeic(refused.filter(isHeicFile).map((f) => f.name));
    setSkipped(refused.filter((f) => !isHeicFile(f)).map((f) => f.name));
    clearFailures();
    if (images.length) addFiles(images);
  }

  function moveTo(id: string, to: number, side: FocusAfterMove) {
    move(id, to);
    focusAfterMove.current = { id, side };
    setAnnouncement(`Photo moved to position ${to + 1} of ${items.length}.${to === 0 ? " It is now the cover." : ""}`);
  }

  const ids = items.map((item) => item.id);
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  function dropped({ active, over }: DragEndEvent) {
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (to >= 0 && active.id !== over?.id) move(String(active.id), to);
  }

  const isFileDrag = (e: React.DragEvent) => e.dataTransfer.types.includes("Files");

  return (
    <fieldset ref={fieldset} className="flex min-w-0 flex-col gap-3">
      <legend className="font-semibold">Photos</legend>
      <div
        onDragOver={(e) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(e) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          setDropping(false);
          take([...e.dataTransfer.files]);
        }}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          dropping ? "border-brand-600 bg-brand-50" : "border-stone-300"
        }`}
      >
        <p className="hidden sm:block">Drag photos here, or</p>
        <label className="cursor-pointer rounded bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
          Choose photos
          {/* No name: the files travel one by one to /admin/photos, never with the form. */}
          <input
            ref={picker}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => {
              take([...(e.currentTarget.files ?? [])]);
              e.currentTarget.value = "";
            }}
          />
        </label>
        <p className="text-stone-600">JPEG, PNG or WebP. The first photo is the cover; drag the photos, or use their buttons, to change the order.</p>
      </div>

      {skipped.length > 0 && (
        <p role="status" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          Skipped (not an image): {skipped.join(", ")}
        </p>
      )}
      {skippedHeic.length > 0 && (
        <p role="status" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          {skippedHeic.length === 1
            ? heicMessage(`Skipped: ${skippedHeic[0]}`)
            : `Skipped: ${skippedHeic.join(", ")} are in HEIC format, which browsers cannot show. ${HEIC_ADVICE}`}
        </p>
      )}
      <UploadFailures failures={failures} onDismiss={clearFailures} />

      {items.length > 0 && (
        <DndContext
          id="photo-order"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            announcements: photoAnnouncements(positionOf, () => ids.length),
            screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" aria-label="Attached photos">
              {items.map((item, index) => (
                <PhotoThumb
                  key={item.id}
                  item={item}
                  index={index}
                  total={items.length}
                  onMove={(to, side) => moveTo(item.id, to, side)}
                  onRemove={() => {
                    remove(item.id);
                    setAnnouncement(`Photo ${index + 1} removed.`);
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.map((item) => item.url && <input key={item.id} type="hidden" name="images" value={item.url} />)}
    </fieldset>
  );
}

/** The two messages of docs/product.md#photos-in-the-form: the transfer failed, or the server refused the content; each with the reason. */
function UploadFailures({ failures, onDismiss }: { failures: UploadFailure[]; onDismiss: () => void }) {
  if (failures.length === 0) return null;
  const kinds = new Set(failures.map((f) => f.kind));
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {kinds.has("upload") && <p className="font-semibold">Failed to upload images.</p>}
      {kinds.has("process") && <p className="font-semibold">Failed to process some images. Please try again.</p>}
      <ul className="mt-1 list-disc pl-5">
        {failures.map((f, i) => (
          <li key={i}>{f.reason}</li>
        ))}
      </ul>
      <button type="button" className="mt-2 underline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
