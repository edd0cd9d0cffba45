/**
 * At most two photos are processed at once in this process. Each one already
 * keeps both cores busy (master and public copy decode in parallel), so more
 * would only queue inside libvips while holding more decoded pixels in memory.
 */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

export async function limitConcurrency<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
