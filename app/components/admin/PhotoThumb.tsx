import { imageSrc } from "~/photos/image-urls";
import type { PhotoItem } from "./usePhotoUploads";

const button =
  "rounded border border-stone-300 bg-white px-2 py-1 text-xs font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-40";

interface Props {
  item: PhotoItem;
  index: number;
  total: number;
  onMove: (to: number, focus: "left" | "right") => void;
  onRemove: () => void;
  dragProps: React.LiHTMLAttributes<HTMLLIElement>;
}

/** One attached photo: its thumbnail (or upload progress), the Cover mark, and move/remove buttons. */
export function PhotoThumb({ item, index, total, onMove, onRemove, dragProps }: Props) {
  const position = index + 1;
  return (
    <li
      {...dragProps}
      data-photo-id={item.id}
      aria-label={`Photo ${position} of ${total}: ${item.name}`}
      className="relative flex w-40 flex-col gap-1 rounded-lg border border-stone-300 bg-white p-1.5"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded bg-stone-100">
        {item.url ? (
          <img
            src={imageSrc(item.url, 480)}
            alt={`Photo ${position}`}
            draggable={false}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full flex-col justify-center gap-1 p-2 text-xs text-stone-700">
            <span className="truncate" title={item.name}>
              {item.name}
            </span>
            <progress
              className="w-full"
              aria-label={`Uploading ${item.name}`}
              max={1}
              {...(typeof item.progress === "number" ? { value: item.progress } : {})}
            />
            <span>
              {item.status === "queued"
                ? "Waiting…"
                : typeof item.progress === "number"
                  ? `${Math.round(item.progress * 100)}%`
                  : "Processing…"}
            </span>
          </div>
        )}
        {index === 0 && (
          <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            Cover
          </span>
        )}
      </div>
      <div className="flex justify-between gap-1">
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
