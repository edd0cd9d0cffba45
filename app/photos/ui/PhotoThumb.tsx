import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { imageSrc } from "~/photos/image-urls";
import type { PhotoItem } from "~/photos/uploads/usePhotoUploads";

const button =
  "min-h-10 rounded border border-stone-300 bg-white px-1 text-xs font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-40 sm:min-h-8";

export type FocusAfterMove = "left" | "right" | "cover";

interface Props {
  item: PhotoItem;
  index: number;
  total: number;
  onMove: (to: number, focus: FocusAfterMove) => void;
  onRemove: () => void;
}

/**
 * One attached photo: its thumbnail (or upload progress), the Cover mark, and
 * move/cover/remove buttons. The whole card drags with a mouse, or after a
 * short press on a touch screen (so a swipe still scrolls the page); the grip
 * button drags with the keyboard (Space, arrows, Space).
 */
export function PhotoThumb({ item, index, total, onMove, onRemove }: Props) {
  const position = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  // dnd-kit types its listeners loosely; these are the three its sensors (photo-sensors.ts) bind.
  const on = (listeners ?? {}) as {
    onMouseDown?: React.MouseEventHandler;
    onTouchStart?: React.TouchEventHandler;
    onKeyDown?: React.KeyboardEventHandler;
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onMouseDown={on.onMouseDown}
      onTouchStart={on.onTouchStart}
      data-photo-id={item.id}
      aria-label={`Photo ${position} of ${total}: ${item.name}`}
      className={`relative flex min-w-0 touch-manipulation flex-col gap-1.5 rounded-lg border bg-white p-1.5 select-none [-webkit-touch-callout:none] ${
        isDragging ? "z-10 border-brand-600 shadow-lg ring-2 ring-brand-600" : "border-stone-300"
      }`}
    >
      <div className="relative aspect-[4/3] cursor-grab overflow-hidden rounded bg-stone-100">
        {item.url ? (
          <img src={imageSrc(item.url, 480)} alt={`Photo ${position}`} draggable={false} className="h-full w-full object-cover" />
        ) : (
          // The top 40 px stay clear for the Cover mark and the grip button laid over this box (top-1 + size-9).
          <div className="flex h-full flex-col justify-center gap-1 px-2 pt-10 pb-1.5 text-xs leading-tight text-stone-700">
            <span className="truncate" title={item.name}>
              {item.name}
            </span>
            <progress
              className="w-full"
              aria-label={`Uploading ${item.name}`}
              max={1}
              {...(typeof item.progress === "number" ? { value: item.progress } : {})}
            />
            <span>{progressText(item)}</span>
          </div>
        )}
        {index === 0 && (
          <span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">Cover</span>
        )}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={on.onKeyDown}
          data-drag-handle=""
          aria-label={`Reorder photo ${position}`}
          className="absolute top-1 right-1 flex size-9 cursor-grab touch-none items-center justify-center rounded-full bg-white/90 text-stone-800 shadow active:cursor-grabbing"
        >
          <GripIcon />
        </button>
      </div>
      {index === 0 ? (
        <p className="flex min-h-10 items-center justify-center text-xs font-medium text-brand-700 sm:min-h-8">Cover photo</p>
      ) : (
        <button type="button" className={button} aria-label={`Set as cover: photo ${position}`} onClick={() => onMove(0, "cover")}>
          Set as cover
        </button>
      )}
      <div className="grid grid-cols-[2.25rem_minmax(0,1fr)_2.25rem] gap-1">
        <button
          type="button"
          className={button}
          data-move="left"
          aria-label={`Move photo ${position} left`}
          disabled={index === 0}
          onClick={() => onMove(index - 1, "left")}
        >
          ←
        </button>
        <button type="button" className={button} aria-label={`Remove photo ${position}`} onClick={onRemove}>
          Remove
        </button>
        <button
          type="button"
          className={button}
          data-move="right"
          aria-label={`Move photo ${position} right`}
          disabled={index === total - 1}
          onClick={() => onMove(index + 1, "right")}
        >
          →
        </button>
      </div>
    </li>
  );
}

function progressText(item: PhotoItem): string {
  if (item.status === "queued") return "Waiting…";
  if (item.status === "preparing") return "Resizing…";
  if (item.status === "retrying") return `Connection lost. Retrying (try ${item.attempt})…`;
  const progress = typeof item.progress === "number" ? `${Math.round(item.progress * 100)}%` : "Processing…";
  // A retried photo keeps its try number until it is stored: the agent sees it is the same photo going again, not a new one.
  return item.attempt ? `Retrying (try ${item.attempt}): ${progress}` : progress;
}

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
      {[6, 10, 14].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}
