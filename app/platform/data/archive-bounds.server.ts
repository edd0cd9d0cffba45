import fsp from "node:fs/promises";
import path from "node:path";

/**
 * How much a backup archive may unpack to, known before a byte of it is
 * written (decision 042). A .tar.gz says each entry's size in its header, so
 * an entry too large is refused from the header alone: a 1 MB archive of one
 * 1 GiB entry of zeros (gzip packs zeros about 1000 to 1) is refused at once
 * instead of filling the memory or the disk.
 *
 * The site's own archives are photos (JPEG and WebP: gzip saves next to
 * nothing) and one SQLite file (text and numbers: a few times smaller), so
 * they unpack to a few times their size. The bound is far above that:
 * MAX_RATIO times the archive, plus SLACK_BYTES for a small site whose
 * database is most of it. A database with many empty pages could pass it in
 * theory; then unpack the archive with `tar -xzf` and restore the folder,
 * which has no such bound (its files are already on disk). The bound is
 * also never more than the free space of the folder it unpacks into, less
 * what the restore needs for its own copy.
 */
export const MAX_RATIO = 50;
export const SLACK_BYTES = 64 * 1024 * 1024;
/** Each entry's header is 512 bytes, counted too: a million empty entries is no backup either. */
export const TAR_HEADER_BYTES = 512;

export interface ArchiveBudget {
  /** Bytes the whole archive may unpack to. */
  total: number;
  /** What the refusal says the bound came from. */
  reason: string;
}

export async function archiveBudget(archive: string, unpackInto: string): Promise<ArchiveBudget> {
  const { size } = await fsp.stat(archive);
  const byRatio = size * MAX_RATIO + SLACK_BYTES;
  const disk = await fsp.statfs(path.resolve(unpackInto));
  // The restore then copies the backup once more beside DATA_DIR: leave room for it.
  const byDisk = Math.floor((disk.bavail * disk.bsize) / 2);
  return byDisk < byRatio
    ? { total: byDisk, reason: `half the free disk space (${mib(byDisk * 2)} free), the rest being for the restore's own copy` }
    : { total: byRatio, reason: `${MAX_RATIO} times the archive's ${mib(size)} plus ${mib(SLACK_BYTES)}; a backup of this site never unpacks to that` };
}

export function mib(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
