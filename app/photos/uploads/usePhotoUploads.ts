import { useCallback, useEffect, useRef, useState } from "react";
import { newUploadId, sendWithRetry } from "./send-with-retry";
import { shrinkInTurn } from "./shrink-photo";
import { discardPhotos, type UploadResult } from "./upload-photo";

/** Two or three at once keeps a phone's upload busy without starving the server's two cores. */
const UPLOADS_AT_ONCE = 3;

export interface PhotoItem {
  id: string;
  name: string;
  /** Set once stored; only these are saved with the property. */
  url?: string;
  /** 0–1 while sending, null while the server processes it, undefined when queued or done. */
  progress?: number | null;
  /** "preparing": shrunk in the browser; "retrying": the connection dropped and the next try waits. */
  status: "queued" | "preparing" | "uploading" | "retrying" | "done";
  /** From the first retry on: which try is waiting or sending (2, 3, …). */
  attempt?: number;
}

export type UploadFailure = Extract<UploadResult, { ok: false }>;

let nextId = 0;
const newId = () => `upload-${++nextId}`;

function nameOf(url: string): string {
  return decodeURIComponent(url.split("/").pop() ?? url);
}

/**
 * The photo list of the property form: the saved photos plus new uploads, in
 * display order. Each chosen file becomes a placeholder in place at once, so
 * the order the agent picked is kept whatever order the uploads finish in.
 */
export function usePhotoUploads(initial: string[]) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url) => ({ id: url, name: nameOf(url), url, status: "done" })),
  );
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const queue = useRef<Array<{ id: string; file: File }>>([]);
  const running = useRef(0);
  const inFlight = useRef(new Map<string, AbortController>());
  // Photos this form uploaded (by item id): not on any listing until the form is saved.
  const uploadedHere = useRef(new Map<string, string>());

  // Leaving the form cancels what is still uploading.
  useEffect(() => {
    const uploads = inFlight.current;
    return () => uploads.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((id: string, patch: Partial<PhotoItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const startNext = useCallback(() => {
    while (running.current < UPLOADS_AT_ONCE && queue.current.length > 0) {
      const { id, file } = queue.current.shift()!;
      running.current += 1;
      const controller = new AbortController();
      inFlight.current.set(id, controller);
      update(id, { status: "preparing", progress: undefined });
      const send = async () => {
        const small = await shrinkInTurn(file);
        if (controller.signal.aborted) return { ok: false, kind: "upload", reason: "cancelled" } as const;
        update(id, { status: "uploading", progress: 0 });
        return sendWithRetry(
          small,
          newUploadId(),
          (progress) => update(id, { status: "uploading", progress }),
          (attempt) => update(id, { status: "retrying", attempt, progress: undefined }),
          controller.signal,
        );
      };
      void send().then((result: UploadResult) => {
        running.current -= 1;
        inFlight.current.delete(id);
        if (controller.signal.aborted) return startNext();
        if (result.ok) {
          uploadedHere.current.set(id, result.url);
          update(id, { url: result.url, status: "done", progress: undefined });
        } else {
          setItems((list) => list.filter((item) => item.id !== id));
          setFailures((list) => [...list, result]);
        }
        startNext();
      });
    }
  }, [update]);

  const addFiles = useCallback(
    (files: File[]) => {
      const jobs = files.map((file) => ({ id: newId(), file }));
      setItems((list) => [...list, ...jobs.map(({ id, file }) => ({ id, name: file.name, status: "queued" as const }))]);
      queue.current.push(...jobs);
      startNext();
    },
    [startNext],
  );

  // A photo uploaded here and removed again is deleted at once; a listing's saved photo only when the listing is saved.
  const remove = useCallback((id: string) => {
    queue.current = queue.current.filter((job) => job.id !== id);
    inFlight.current.get(id)?.abort();
    const url = uploadedHere.current.get(id);
    if (url) {
      uploadedHere.current.delete(id);
      discardPhotos([url]);
    }
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  /** The photos this form uploaded that no save has kept yet: to delete when the agent leaves without saving. */
  const unsaved = useCallback(() => [...uploadedHere.current.values()], []);

  /** Moves a photo to `to` (0 = cover). */
  const move = useCallback((id: string, to: number) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.id === id);
      if (from < 0 || to < 0 || to >= list.length || from === to) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  }, []);

  const busy = items.some((item) => item.status !== "done");
  const pending = items.filter((item) => item.status !== "done").length;
  return { items, failures, busy, pending, addFiles, remove, move, unsaved, clearFailures: () => setFailures([]) };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

