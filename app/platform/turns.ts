import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * For long work on the server's one thread (a CSV of 20,000 rows): a
 * function to await between steps, which gives the event loop a turn once
 * `sliceMs` have passed since the last one, so cached pages and health checks
 * are answered meanwhile (issue 28 item 8: no more than 50 ms at a time).
 * Between turns it costs a clock read. `afterTurn` runs after each turn
 * given, before the next slice's clock starts: a large write merges its
 * search index there (db/large-write.server.ts).
 */
export function turnTaker(sliceMs = 20, afterTurn?: () => Promise<void>): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    await afterTurn?.();
    since = performance.now();
  };
}
