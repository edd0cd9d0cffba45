import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";
import { discardPhotos } from "~/photos/uploads/upload-photo";

/** The form as it would be sent, minus what the form itself sets: equal strings mean nothing was changed. */
function snapshot(form: HTMLFormElement | null): string {
  if (!form) return "";
  const entries = [...new FormData(form)].filter(([name]) => name !== "intent" && name !== "version");
  return JSON.stringify(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
}

/**
 * Leaving the property form with changes not saved asks first: closing or
 * reloading the tab through the browser's own question (beforeunload), a link
 * or Back inside the admin through the returned blocker, which the form
 * shows as a dialog. Photos this form uploaded are deleted when the agent
 * leaves without saving them. A save in progress is never held up.
 */
export function useLeaveGuard(form: React.RefObject<HTMLFormElement | null>, photos: { busy: boolean; unsaved: () => string[] }) {
  const baseline = useRef<string | null>(null);
  const saving = useRef(false);
  const busy = useRef(photos.busy);
  const navigation = useNavigation();

  useEffect(() => {
    busy.current = photos.busy;
  }, [photos.busy]);

  // Taken once hydrated, from the fields themselves: what the page was sent with, as the browser sends it.
  useEffect(() => {
    baseline.current = snapshot(form.current);
  }, [form]);

  // A refused save comes back to the same page: its changes are still unsaved.
  useEffect(() => {
    if (navigation.state === "idle") saving.current = false;
  }, [navigation.state]);

  const changed = useCallback(
    () => !saving.current && (busy.current || (baseline.current !== null && snapshot(form.current) !== baseline.current)),
    [form],
  );

  const { unsaved } = photos;
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (!changed()) return;
      e.preventDefault();
      // Older browsers show the question only when this is set.
      e.returnValue = "";
    };
    // `persisted`: the page may come back from the back-forward cache with these photos still in the form.
    const left = (e: PageTransitionEvent) => {
      if (!e.persisted && !saving.current) discardPhotos(unsaved(), { leaving: true });
    };
    window.addEventListener("beforeunload", ask);
    window.addEventListener("pagehide", left);
    return () => {
      window.removeEventListener("beforeunload", ask);
      window.removeEventListener("pagehide", left);
    };
  }, [changed, unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const elsewhere = currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return elsewhere && changed();
  });

  return {
    blocker,
    /** Call as the form is submitted: its own navigation is not a leaving. */
    saving: () => {
      saving.current = true;
    },
    /** The agent chose to leave: drop this form's uploads, then go. */
    leave: () => {
      discardPhotos(unsaved());
      blocker.proceed?.();
    },
    stay: () => blocker.reset?.(),
  };
}
