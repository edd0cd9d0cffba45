import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A real, tiny filesystem (tmpfs) to fill up, for what a full disk does.
 * Mounting needs privileges (root in a container that allows it): null when
 * the machine does not allow it, and the tests that need one are skipped.
 */
export function mountTinyDisk(kilobytes: number, at?: string): { dir: string; fill(leaveBytes: number): void; unmount(): void } | null {
  // `at`: an empty folder of the caller's (a test's DATA_DIR), left in place after unmount.
  const dir = at ?? fs.mkdtempSync(path.join(os.tmpdir(), "tiny-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${kilobytes}k`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    if (!at) fs.rmdirSync(dir);
    return null;
  }
  return {
    dir,
    /** Writes a filler file until only about `leaveBytes` are free. */
    fill(leaveBytes) {
      const { bavail, bsize } = fs.statfsSync(dir);
      fs.writeFileSync(path.join(dir, "filler"), Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
    },
    unmount() {
      execFileSync("umount", [dir]);
      if (!at) fs.rmdirSync(dir);
    },
  };
}
