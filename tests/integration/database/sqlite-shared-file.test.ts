import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";
import { createProperty } from "~/properties/repository.server";
import { propertyInput } from "../../factories";

// A SQLite file is sometimes written by two processes at once: the server and
// a CLI (import, erase-owner-data), or the e2e helpers and the server. A
// deferred transaction that read before the other one committed used to fail
// at its first write with SQLITE_BUSY_SNAPSHOT, at once: the agent's save said
// "the database did not accept the change" (the flaky admin-form-phone run of
// 24 November). Here another thread, on its own connection, commits writes
// without pause while this one creates listings: every create must land.

const OTHER_WRITER = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
const bump = db.prepare("update display_id_counter set last_display_id = last_display_id where id = 1");
const touch = db.prepare("insert into locations (id, name, name_key, created_at) values (?, ?, ?, ?)");
let n = 0;
const stopAt = Date.now() + workerData.ms;
parentPort.on("message", () => process.exit(0));
(function write() {
  if (Date.now() > stopAt) return parentPort.postMessage(n);
  if (n === 1) parentPort.postMessage("writing");
  // Small commits, one after another, as fast as the lock allows.
  touch.run("other-" + n, "Other Writer " + n, "other writer " + n, new Date().toISOString());
  bump.run();
  n++;
  setImmediate(write);
})();
`;

describe.skipIf(getDialect() !== "sqlite")("a SQLite file another process writes at the same time", () => {
  it("loses no create to SQLITE_BUSY_SNAPSHOT", async () => {
    // The counter row the other writer touches exists once a listing was created.
    await createProperty(getDb(), propertyInput({ title: "First" }));
    const worker = new Worker(OTHER_WRITER, {
      eval: true,
      workerData: { file: path.join(process.env.DATA_DIR!, "site.db"), driver: createRequire(import.meta.url).resolve("better-sqlite3"), ms: 20_000 },
    });
    // Creates start once the other writer is writing (a worker takes a while to start on a busy machine).
    await new Promise((resolve) => worker.once("message", resolve));
    const otherWrites = new Promise<number>((resolve) => worker.once("message", resolve));
    const failures: string[] = [];
    const otherRows = async () =>
      (await getDb().selectFrom("locations").select("id").where("name", "like", "Other Writer %").execute()).length;
    let created = 0;
    let others = 0;
    try {
      // At least 150 creates, and on until the other writer has committed 20 times meanwhile.
      for (let i = 0; (i < 150 || others < 20) && i < 3000; i++) {
        try {
          await createProperty(getDb(), propertyInput({ title: `Shared File ${i}` }));
          created++;
        } catch (e) {
          failures.push(String((e as { code?: string }).code ?? e));
        }
        if (i % 10 === 9) others = await otherRows();
      }
    } finally {
      worker.postMessage("stop");
    }
    await Promise.race([otherWrites, new Promise((resolve) => worker.once("exit", resolve))]);
    expect(failures).toEqual([]);
    expect(created).toBeGreaterThanOrEqual(150);
    const rows = await getDb().selectFrom("properties").select("id").where("title", "like", "Shared File %").execute();
    expect(rows).toHaveLength(created);
    // The other writer really wrote meanwhile (else this proves nothing).
    expect(await otherRows()).toBeGreaterThanOrEqual(20);
  });
});
