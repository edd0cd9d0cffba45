import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { CONTENT_VERSION_CHANNEL, contentVersionNow, currentContentVersion } from "~/platform/db/content-version.server";
import { getDb, getDialect } from "~/platform/db/db.server";

const stored = async () =>
  Number((await getDb().selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);

describe("the content version as the page cache's hits read it", () => {
  it("follows a save: at once on SQLite, from the notification on PostgreSQL", async () => {
    await currentContentVersion();
    contentVersionNow(); // on PostgreSQL: starts listening
    await expect.poll(() => contentVersionNow()).toBe(await stored());
    await createTestProperty();
    const after = await stored();
    if (getDialect() === "sqlite") expect(contentVersionNow()).toBe(after);
    else await expect.poll(() => contentVersionNow()).toBe(after);
  });

  it("after this process's own write, never the version from before it, though the notification is still on its way", async () => {
    await expect.poll(() => contentVersionNow()).toBe(await stored());
    for (let i = 0; i < 20; i++) {
      await getDb().insertInto("locations").values({ id: `rw-${i}`, name: `Read Your Write ${i}`, name_key: `read your write ${i}`, created_at: new Date().toISOString() }).execute();
      // What a hit sees at once: the version it knows, or else the database's.
      const seen = contentVersionNow() ?? (await currentContentVersion());
      expect(seen).toBe(await stored());
    }
  });
});

describe.runIf(process.env.TEST_DIALECT === "postgres")("PostgreSQL: a write on another instance", () => {
  const clients: pg.Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.end();
  });
  const connect = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    clients.push(client);
    return client;
  };

  it("notifies every listener with the new version when it commits, and not before", async () => {
    const other = await connect(); // as another instance would listen
    await other.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    const heard: string[] = [];
    other.on("notification", (message) => heard.push(message.payload ?? ""));

    const writer = await connect(); // as another instance would save
    await writer.query("begin");
    await writer.query("update properties set title = title where false");
    await writer.query("select pg_sleep(0.2)");
    expect(heard).toEqual([]); // nothing until the commit: a rolled-back save must not drop pages
    await writer.query("commit");
    const version = await stored();
    await expect.poll(() => heard).toEqual([String(version)]);
    await expect.poll(() => contentVersionNow()).toBe(version);
  });
});
