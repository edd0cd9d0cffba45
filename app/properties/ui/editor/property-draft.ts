import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * The property form kept in the browser's localStorage while the agent types
 * (decision 032), so that a reload, a crashed tab or a phone that drops the
 * page loses nothing: the next open of the same form offers it back. Kept
 * only while it differs from what the page was opened with; dropped after a
 * save that went through, on "Discard", and when the listing has been saved
 * since (its version moved: the draft would be refused as stale anyway).
 * It holds what the form holds, private owner details included, on the
 * agent's own device only.
 */
export interface PropertyDraft {
  savedAt: string;
  /** The listing's version the form was opened at (edits only). */
  version: number | null;
  entries: [string, string][];
}

const PREFIX = "listing-draft:";
/** How often the form is looked at for changes: at most this much typing is lost with a crashed tab. */
const EVERY_MS = 1000;

/** One draft per form: a listing's edit, a new listing, or a duplicate of one. */
export function draftKey(edit: { id: string } | null, copyOf?: { id: string } | null): string {
  return PREFIX + (edit ? edit.id : copyOf ? `copy-${copyOf.id}` : "new");
}

/** The form's fields as the browser would send them, minus what the form sets itself. */
export function formEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)]
    .filter(([name, value]) => name !== "intent" && name !== "version" && typeof value === "string")
    .map(([name, value]) => [name, value as string]);
}

// localStorage throws in some private modes and when full: a draft is a convenience, never an error.
export function readDraft(key: string, version: number | null): PropertyDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as PropertyDraft;
    if (draft.version !== version || !Array.isArray(draft.entries)) {
      localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}

function writeDraft(key: string, draft: PropertyDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // full or refused: the form on screen is still there
  }
}

/**
 * Keeps the form's draft while it is open: written each second it differs
 * from what the page was opened with (and as the page is hidden), removed
 * when it no longer does, and cleared once a save has gone through (its
 * answer navigates to another page).
 */
export function useKeptDraft(form: React.RefObject<HTMLFormElement | null>, key: string | undefined, version: number | null): void {
  const baseline = useRef<string | null>(null);
  const done = useRef(false);
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    if (!form.current || !key) return;
    baseline.current = JSON.stringify(formEntries(form.current));
    let last = baseline.current;
    const look = () => {
      if (done.current || !form.current) return;
      const entries = formEntries(form.current);
      const now = JSON.stringify(entries);
      if (now === last) return;
      last = now;
      if (now === baseline.current) clearDraft(key);
      else writeDraft(key, { savedAt: new Date().toISOString(), version, entries });
    };
    const timer = setInterval(look, EVERY_MS);
    window.addEventListener("pagehide", look);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", look);
    };
  }, [form, key, version]);

  // A save that went through redirects elsewhere (a refused one stays on this page).
  useEffect(() => {
    if (key && navigation.state === "loading" && navigation.formMethod?.toLowerCase() === "post" && navigation.location.pathname !== location.pathname) {
      done.current = true;
      clearDraft(key);
    }
  }, [navigation, location.pathname, key]);
}
