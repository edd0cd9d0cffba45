import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/** A press on one of the card's buttons (Remove, arrows, Set as cover) is a click, never the start of a drag; the grip is the exception. */
function startsOnButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("button:not([data-drag-handle])") !== null;
}

/** A mouse drags at once (a click on a button stays a click). */
class PhotoMouseSensor extends MouseSensor {
  static activators = [
    {
      eventName: "onMouseDown" as const,
      handler: ({ nativeEvent }: React.MouseEvent) => nativeEvent.button === 0 && !startsOnButton(nativeEvent.target),
    },
  ];
}

/** A finger drags after a short press, so a swipe over the photos still scrolls the page. */
class PhotoTouchSensor extends TouchSensor {
  static activators = [
    {
      eventName: "onTouchStart" as const,
      handler: ({ nativeEvent }: React.TouchEvent) => nativeEvent.touches.length === 1 && !startsOnButton(nativeEvent.target),
    },
  ];
}

export function usePhotoSensors() {
  return useSensors(
    useSensor(PhotoMouseSensor),
    useSensor(PhotoTouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export const DRAG_INSTRUCTIONS =
  "To move this photo, press Space, then the arrow keys; press Space again to drop it there, or Escape to leave it where it was.";

/** What a screen reader hears while a photo is dragged, in positions rather than dnd-kit's ids. */
export function photoAnnouncements(positionOf: (id: string | number) => number, total: () => number): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up photo ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${positionOf(active.id)} is over position ${positionOf(over.id)} of ${total()}.` : `Photo ${positionOf(active.id)} is not over a position.`,
    onDragEnd: ({ over }) => {
      if (!over) return "Photo dropped where it was.";
      const to = positionOf(over.id);
      return `Photo moved to position ${to} of ${total()}.${to === 1 ? " It is now the cover." : ""}`;
    },
    onDragCancel: ({ active }) => `Moving cancelled. Photo ${positionOf(active.id)} stays where it was.`,
  };
}
