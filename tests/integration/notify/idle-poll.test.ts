import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { getDialect, sqlitePath } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { claimDue } from "~/leads/notify/outbox.server";

// The outbox worker polls every few seconds. With nothing to send, a poll must
// not need SQLite's write lock: another process holding it (an import run from
// the shell, a backup) would make the poll wait and then fail, and with it every
// query of this process queued behind the poll on its one connection.
describe.skipIf(getDialect() !== "sqlite")("an idle outbox poll on SQLite", () => {
  it("answers 'nothing due' while another process holds the write lock", async () => {
    const other = new Database(sqlitePath(getEnv().DATA_DIR));
    other.prepare("begin immediate").run();
    try {
      await expect(claimDue("idle-test")).resolves.toEqual([]);
    } finally {
      other.prepare("rollback").run();
      other.close();
    }
  });
});
