import { logger } from "./logger.server";

/**
 * A background job that runs at start and then every `everyMs`, logging its
 * failures; its timer never keeps the process alive. Start is idempotent.
 */
export function periodic(name: string, everyMs: number, job: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => job().catch((err) => logger.error({ err }, `${name} failed`));
  return {
    start() {
      if (timer) return;
      void run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
