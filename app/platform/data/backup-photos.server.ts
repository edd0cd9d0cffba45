import SQLite from "better-sqlite3";
import { parseList } from "../json-list";
import { keyFromPublicUrl } from "../storage/keys";

/**
 * The photos (their public JPEG, as `uploads/…`) a backup's database lists
 * that `held` does not contain: what a backup must not lack (decision 029).
 */
export function photosMissing(dbFile: string, held: Set<string>): string[] {
  const db = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const missing = new Set<string>();
    for (const row of db.prepare("select images from properties").iterate() as Iterable<{ images: string }>) {
      for (const url of parseList(row.images)) {
        const key = keyFromPublicUrl(url);
        if (key && !held.has(`uploads/${key}`)) missing.add(`uploads/${key}`);
      }
    }
    return [...missing].sort();
  } finally {
    db.close();
  }
}
