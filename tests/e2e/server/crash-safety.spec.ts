import { test, expect } from "@playwright/test";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { adminCreate, signIn } from "../../../scripts/loadtest/admin-client";
import { E2E_ADMIN, startServer, type RunningServer } from "../server-process";

// Issue 6: the server is killed with SIGKILL in the middle of a stream of
// saves. After a restart on the same DATA_DIR the database is intact and
// every save the server acknowledged (redirect + success message) is there.

const WRITERS = 6;

test("a SIGKILL in the middle of a stream of saves loses no acknowledged save and leaves the database intact", async () => {
  test.setTimeout(180_000);
  let server: RunningServer | undefined = await startServer({ env: { SEED_DEMO: "0" } });
  const { dataDir } = server;
  const acknowledged: string[] = [];
  const unacknowledged: string[] = [];
  try {
    const cookie = await signIn(server.url, E2E_ADMIN.email, E2E_ADMIN.password);
    const base = server.url;
    let killed = false;
    let sent = 0;
    const writer = async (w: number) => {
      for (let n = 1; !killed; n++) {
        const title = `Crash Test w${w} n${n}`;
        sent += 1;
        try {
          const result = await adminCreate(base, cookie, {
            title,
            location: `Crash Town ${n % 7}`,
            project_name: `Crash Project ${w}`,
            property_type: "Condominium/Apartment/Flat",
            price_sale: String(200_000 + n),
            listing_type: ["sale"],
            description: `<p>${"A long description. ".repeat(50)}</p>`,
          });
          (result.acknowledged ? acknowledged : unacknowledged).push(title);
        } catch {
          // The connection died with the server: not acknowledged, so the save may or may not be there.
          unacknowledged.push(title);
          return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i + 1));
    // Kill once the stream is well under way, while saves are in flight.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    killed = true;
    await server.stop("SIGKILL");
    await Promise.all(writers);
    console.log(`crash-safety: ${sent} saves sent, ${acknowledged.length} acknowledged before SIGKILL, ${unacknowledged.length} cut off`);

    // The files as the crash left them (WAL not checkpointed): SQLite recovers on open.
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(true);
    server = await startServer({ dataDir, env: { SEED_DEMO: "0" } });
    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
      const titles = new Set((db.prepare("select title from properties").all() as { title: string }[]).map((r) => r.title));
      const missing = acknowledged.filter((t) => !titles.has(t));
      expect(missing, "acknowledged saves missing after the crash").toEqual([]);
      // Nothing half-written: every row is whole and display ids and slugs stay unique.
      const counts = db
        .prepare("select count(*) as n, count(distinct display_id) as ids, count(distinct slug) as slugs from properties")
        .get() as { n: number; ids: number; slugs: number };
      expect(counts.ids).toBe(counts.n);
      expect(counts.slugs).toBe(counts.n);
      expect(db.prepare("select count(*) as n from properties where description not like '%A long description.%'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
    // And the restarted server serves them and takes new saves.
    const cookie2 = await signIn(server.url, E2E_ADMIN.email, E2E_ADMIN.password);
    const after = await adminCreate(server.url, cookie2, { title: "After The Crash", location: "Crash Town 1", listing_type: ["rent"] });
    expect(after.acknowledged, after.message).toBe(true);
    const page = await fetch(`${server.url}/listing/${after.slug}`);
    expect(page.status).toBe(200);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
