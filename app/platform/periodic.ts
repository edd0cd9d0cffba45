import { logger } from "./logger.server";

/**
 * A background job that runs at start (or `firstAfterMs` later) and then
 * every `everyMs`, logging its failures; its timers never keep the process
 * alive. Start is idempotent.
 */
export function periodic(name: string, everyMs: number, job: () => Promise<unknown>, options: { firstAfterMs?: number } = {}) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  const run = () => job().catch((err) => logger.error({ err }, `${name} failed`));
  return {
    start() {
      if (timer) return;
      if (options.firstAfterMs) {
        first = setTimeout(run, options.firstAfterMs);
        first.unref();
      } else void run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      timer = undefined;
    },
  };
}
