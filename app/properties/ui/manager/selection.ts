import { useState, useSyncExternalStore } from "react";

/** The listings ticked on the current page, shared by the phone cards, the table and the bulk bar. */
export interface Selection {
  ids: string[];
  has: (id: string) => boolean;
  set: (id: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  /** False in the server's HTML: until React runs, a ticked box would do nothing, so the boxes stay disabled. */
  ready: boolean;
}

const noSubscription = () => () => {};

/** Nothing ticked and nothing tickable: the table rendered on its own (as a test renders it). */
export const NO_SELECTION: Selection = { ids: [], has: () => false, set: () => {}, setAll: () => {}, ready: false };

/**
 * Only ids still on the page count: a deleted or paged-away listing drops out by itself.
 * A new `resetKey` (the id of the action's toast) clears it, so a bulk change is not applied twice by mistake.
 */
export function useSelection(pageIds: string[], resetKey: string | undefined): Selection {
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const [ticked, setTicked] = useState<string[]>([]);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setTicked([]);
  }
  const ids = pageIds.filter((id) => ticked.includes(id));
  return {
    ids,
    has: (id) => ids.includes(id),
    set: (id, on) => setTicked((t) => (on ? [...t.filter((x) => x !== id), id] : t.filter((x) => x !== id))),
    setAll: (on) => setTicked(on ? pageIds : []),
    ready,
  };
}
