import { useEffect, useRef, useState } from "react";

/**
 * Save pressed while photos are still uploading: the save waits for them and
 * then goes through by itself, so the listing is stored with every photo
 * (a form sent mid-upload would drop the ones still on their way). If one of
 * them fails, the save stops there and says so: the agent decides whether to
 * add it again first.
 */
export function useSaveAfterUploads(form: React.RefObject<HTMLFormElement | null>, photos: { busy: boolean; failures: unknown[] }) {
  const [waiting, setWaiting] = useState(false);
  const [note, setNote] = useState("");
  const failuresWhenHeld = useRef(0);
  const { busy } = photos;
  const failures = photos.failures.length;

  useEffect(() => {
    if (!waiting) return;
    if (failures > failuresWhenHeld.current) {
      setWaiting(false);
      setNote("Not saved yet: a photo could not be uploaded (see Photos). Add it again, or save without it.");
      return;
    }
    if (busy) return;
    setWaiting(false);
    form.current?.requestSubmit();
  }, [waiting, busy, failures, form]);

  return {
    waiting,
    note,
    /** The form's submit handler calls this first; true when the save is held until the uploads end. */
    hold(e: React.FormEvent): boolean {
      setNote("");
      if (!busy) return false;
      e.preventDefault();
      failuresWhenHeld.current = failures;
      setWaiting(true);
      return true;
    },
  };
}
