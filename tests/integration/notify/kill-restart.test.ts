import { sink } from "./sink-env";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { args, post, settle } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as enquire } from "~/routes/listing-enquiry";
import { sendPass } from "~/leads/notify/worker.server";

const root = path.resolve(import.meta.dirname, "../../..");
const running = new Set<ChildProcess>();

/** A process started as the server starts (tests/support/serving-process.ts): migrate, then the background jobs, the outbox worker among them. */
function startServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serving-process.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: process.env.DATA_DIR!,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SEED_DEMO: "0",
        SITE_URL: "https://listings.example.my",
        SMTP_URL: sink.url,
        NOTIFY_EMAIL: "agent@example.my",
        NOTIFY_POLL_MS: "100",
        NOTIFY_RETRY_MS: "100",
        // A claim whose claimer died is taken over after this; the SMTP waits are a quarter of it (2 s).
        NOTIFY_LEASE_MS: "8000",
      },
    });
    running.add(child);
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      if (/ready \d+/.test(out)) resolve(child);
    });
    child.stderr!.on("data", (d) => (out += d));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGKILL");
    running.delete(child);
  });
}

afterEach(async () => {
  for (const child of running) await kill9(child);
});
afterAll(() => sink.close());

const outboxRow = () => getDb().selectFrom("notification_outbox").selectAll().executeTakeFirstOrThrow();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25)); // a polling interval, not a wait for time to pass
  }
}

it("a server killed with kill -9 after the lead's commit, in the middle of sending, sends it exactly once after the restart", async () => {
  const p = await createTestProperty({ title: "Desa ParkCity Semi-D" });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "192.0.2.10");
  const answer = (await settle(() =>
    enquire(args(post(`/listing/${p.slug}/enquiry`, { name: "Lim Mei Ling", phone: "016-222 3333", message: "Still available?", consent: "yes", website: "" }), { id: p.slug }, context)),
  )) as Response;
  expect(answer.status).toBe(303);

  // The first server claims the row and starts sending; the SMTP server takes the message and never answers.
  sink.mode = "stall";
  const first = await startServer();
  await sink.until((s) => s.stalled >= 1);
  await kill9(first);
  const claimed = await outboxRow();
  expect(claimed.sent_at).toBeNull();
  expect(claimed.claimed_by).not.toBeNull();
  expect(sink.received).toHaveLength(0);

  // Restarted: once the dead server's lease is over, the e-mail goes out, once.
  sink.mode = "accept";
  const second = await startServer();
  await sink.until((s) => s.received.length >= 1);
  const sent = await until(outboxRow, (row) => row.sent_at !== null);
  await kill9(second);
  expect(sent.claimed_by).toBeNull();
  expect(sink.received).toHaveLength(1);
  expect(sink.received[0]!.text).toContain("Name: Lim Mei Ling");
  // Nothing left for any instance to send.
  expect(await sendPass("after-restart")).toBe(0);
  expect(sink.received).toHaveLength(1);
}, 120_000); // two starts of the server under tsx and the dead one's lease (8 s)
