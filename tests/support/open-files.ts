import fs from "node:fs";
import path from "node:path";

/** The files under `dir` this process holds open now (Linux: read from /proc/self/fd). */
export function openFilesUnder(dir: string): string[] {
  const root = path.resolve(dir) + path.sep;
  const open: string[] = [];
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(root)) open.push(target);
    } catch {
      // closed between the listing and the read: not open any more
    }
  }
  return open;
}

/**
 * Waits until this process holds no file under `dir` open, and returns what is
 * still open after `limitMs` (a file's descriptor is closed a moment after its
 * last byte is sent, so a test that ends on a download must wait for it).
 */
export async function openFilesSettled(dir: string, limitMs = 10_000): Promise<string[]> {
  const until = Date.now() + limitMs;
  let open = openFilesUnder(dir);
  while (open.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    open = openFilesUnder(dir);
  }
  return open;
}
