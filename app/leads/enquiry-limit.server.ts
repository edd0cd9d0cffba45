/**
 * Enquiries per client IP, and in all, in memory (never stored: no address
 * is kept with an enquiry). A person sends one or two; a script sending more
 * is stopped, and the global cap bounds what a flood from many addresses can
 * add to the database in an hour (per instance).
 */
const WINDOW_MS = 60 * 60 * 1000;
export const ENQUIRY_LIMITS_PER_HOUR = { perClient: 5, total: 200 } as const;
const MAX_CLIENTS = 10_000;

export function enquiryLimit(limits: { perClient: number; total: number } = ENQUIRY_LIMITS_PER_HOUR, now: () => number = Date.now) {
  // Insertion order = least recently seen first.
  const byClient = new Map<string, number[]>();
  let all: number[] = [];

  return function take(client: string): boolean {
    const time = now();
    const since = time - WINDOW_MS;
    all = all.filter((t) => t > since);
    const mine = (byClient.get(client) ?? []).filter((t) => t > since);
    byClient.delete(client);
    if (mine.length >= limits.perClient || all.length >= limits.total) {
      byClient.set(client, mine);
      return false;
    }
    mine.push(time);
    all.push(time);
    byClient.set(client, mine);
    if (byClient.size > MAX_CLIENTS) byClient.delete(byClient.keys().next().value!);
    return true;
  };
}

let shared: ReturnType<typeof enquiryLimit> | undefined;
export function takeEnquiry(client: string): boolean {
  shared ??= enquiryLimit();
  return shared(client);
}
