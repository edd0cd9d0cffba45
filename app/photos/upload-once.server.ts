/**
 * A phone's upload whose answer was lost (the connection dropped after the
 * server had the bytes) is sent again by the form with the same upload id
 * (uploads/send-with-retry.ts). This remembers, per server process, what each
 * id came to, so the retry answers the photo already stored, or waits for the
 * one still being made, instead of storing a second copy. Decision 071: kept in
 * memory because a retry comes within minutes to the same server (several
 * instances: at worst one orphan copy, which the daily sweep removes).
 */
const KEPT_MS = 30 * 60 * 1000;
const MAX_KEPT = 2_000;
const ID = /^[A-Za-z0-9_-]{16,64}$/;

const stored = new Map<string, { at: number; url: Promise<string> }>();

function forgetOld(now: number) {
  for (const [id, entry] of stored) {
    if (now - entry.at < KEPT_MS && stored.size <= MAX_KEPT) break;
    stored.delete(id);
  }
}

/** Runs `store` once per well-formed upload id (per admin); without one, every call stores. */
export async function storeOnce(uploadId: string | null, scope: string, store: () => Promise<string>): Promise<string> {
  if (!uploadId || !ID.test(uploadId)) return store();
  const key = `${scope}:${uploadId}`;
  const now = Date.now();
  forgetOld(now);
  const known = stored.get(key);
  if (known) return known.url;
  const url = store();
  stored.set(key, { at: now, url });
  // A refused or failed photo is not remembered: its retry is processed again.
  url.catch(() => stored.delete(key));
  return url;
}
