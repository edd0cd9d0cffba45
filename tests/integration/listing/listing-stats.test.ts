import express from "express";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { listen } from "../../support/listen";
import { adminCookie, args, get } from "../admin-helpers";
import { recordListingEvent } from "~/leads/beacon.server";
import { countedOnce, PER_NETWORK } from "~/leads/counted-once.server";
import { listingStats, statsBuffer } from "~/leads/stats-buffer.server";
import { figuresByDay, figuresByListing, periodDays } from "~/leads/stats-report.server";
import { getDb, getDialect, openSqliteKysely, sqlitePath } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/db-schema";
import { malaysiaToday } from "~/properties/display/malaysia-date";
import { loader as exportLoader } from "~/routes/admin/statistics-export";
import { listingBeaconRouter, BEACON_PATH } from "../../../server/listing-beacon";

const HUMAN = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function rowsOf(propertyId: string) {
  return getDb()
    .selectFrom("listing_daily_stats")
    .select(["day", "views", "whatsapp_taps"])
    .where("property_id", "=", propertyId)
    .orderBy("day")
    .execute()
    .then((rows) => rows.map((r) => ({ day: r.day, views: Number(r.views), whatsapp_taps: Number(r.whatsapp_taps) })));
}

/** A second connection to the same database, as another instance behind the load balancer has. */
function secondConnection(): { db: Kysely<Database>; close: () => Promise<void> } {
  if (getDialect() === "postgres") {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) }) });
    return { db, close: () => db.destroy() };
  }
  const { db } = openSqliteKysely(sqlitePath(process.env.DATA_DIR!));
  return { db, close: () => db.destroy() };
}

describe(`listing statistics on ${getDialect()}`, () => {
  it("adds up what two writers flush at the same time, one row per listing per day", async () => {
    const p = await createTestProperty({ title: "Two Writers Condo" });
    const other = secondConnection();
    try {
      const a = statsBuffer();
      const b = statsBuffer(() => other.db);
      const day = new Date("2026-11-20T10:00:00Z");
      for (let i = 0; i < 5; i++) a.count(p.id, "view", day);
      a.count(p.id, "whatsapp", day);
      for (let i = 0; i < 7; i++) b.count(p.id, "view", day);
      b.count(p.id, "whatsapp", day);
      b.count(p.id, "whatsapp", day);
      expect(a.size).toBe(1); // five views of one listing on one day are one pending row
      // PostgreSQL: at the same moment, as two instances would. SQLite serves one instance (its DATA_DIR lock);
      // two connections of one process flushing at once would block each other's thread, so one after the other.
      if (getDialect() === "postgres") await Promise.all([a.flush(), b.flush()]);
      else for (const buffer of [a, b]) await buffer.flush();
      expect(await rowsOf(p.id)).toEqual([{ day: "2026-11-20", views: 12, whatsapp_taps: 3 }]);

      // A later flush (after a restart, or the next interval) adds to the row instead of replacing it.
      const c = statsBuffer();
      c.count(p.id, "view", day);
      await c.flush();
      expect(await rowsOf(p.id)).toEqual([{ day: "2026-11-20", views: 13, whatsapp_taps: 3 }]);
    } finally {
      await other.close();
    }
  });

  it("keeps flushing after a flush that had nothing to write (the timer's first run)", async () => {
    const p = await createTestProperty({ title: "Idle Then Busy" });
    const buffer = statsBuffer();
    await buffer.flush();
    buffer.count(p.id, "view");
    await buffer.flush();
    expect(await rowsOf(p.id)).toEqual([{ day: malaysiaToday(), views: 1, whatsapp_taps: 0 }]);
  });

  it("counts on the Malaysian date: 23:30 UTC is the next morning in Kuala Lumpur", async () => {
    const p = await createTestProperty({ title: "Midnight Condo" });
    const buffer = statsBuffer();
    buffer.count(p.id, "view", new Date("2026-11-20T15:59:00Z"));
    buffer.count(p.id, "view", new Date("2026-11-20T16:00:00Z"));
    await buffer.flush();
    expect(await rowsOf(p.id)).toEqual([
      { day: "2026-11-20", views: 1, whatsapp_taps: 0 },
      { day: "2026-11-21", views: 1, whatsapp_taps: 0 },
    ]);
  });

  it("writes nothing for a listing deleted between the count and the flush", async () => {
    const p = await createTestProperty({ title: "Deleted Soon" });
    const buffer = statsBuffer();
    buffer.count(p.id, "view");
    await getDb().deleteFrom("properties").where("id", "=", p.id).execute();
    await buffer.flush();
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it("counts a visitor, and leaves out unknown listings, crawlers, the signed-in admin and bad input", async () => {
    const p = await createTestProperty({ title: "Beacon Target" });
    const cookie = await adminCookie();
    const beacon = (over: Partial<Parameters<typeof recordListingEvent>[0]>) =>
      recordListingEvent({ listing: p.id, event: "view", userAgent: HUMAN, cookie: undefined, network: "203.0.113.1", ...over });
    expect(await beacon({})).toBe("counted");
    expect(await beacon({ event: "whatsapp" })).toBe("counted");
    expect(await beacon({ listing: "NoSuchListing000000" })).toBe("unknown-listing");
    expect(await beacon({ listing: "../../etc/passwd" })).toBe("invalid");
    expect(await beacon({ event: "purchase" })).toBe("invalid");
    expect(await beacon({ userAgent: GOOGLEBOT })).toBe("bot");
    expect(await beacon({ userAgent: undefined })).toBe("bot");
    expect(await beacon({ cookie })).toBe("admin");
    // A session cookie that names no live session is a visitor like any other.
    expect(await beacon({ cookie: "__session=forged.value", network: "203.0.113.2" })).toBe("counted");
    await listingStats().flush();
    expect(await rowsOf(p.id)).toEqual([{ day: malaysiaToday(), views: 2, whatsapp_taps: 1 }]);
  });

  it("counts a visitor once per listing and day: fifty views from one visitor are one, from two networks two (decision 043)", async () => {
    const p = await createTestProperty({ title: "Viewed Fifty Times" });
    const other = await createTestProperty({ title: "Viewed Elsewhere" });
    const beacon = (over: Partial<Parameters<typeof recordListingEvent>[0]>) =>
      recordListingEvent({ listing: p.id, event: "view", userAgent: HUMAN, cookie: undefined, network: "198.51.100.7", ...over });
    const outcomes = [];
    for (let i = 0; i < 50; i++) outcomes.push(await beacon({}));
    expect(outcomes.filter((o) => o === "counted")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "repeat")).toHaveLength(49);
    for (let i = 0; i < 50; i++) await beacon({ network: "2001:db8:7:1::/64" });
    // The same visitor's tap and another listing are counted on their own.
    expect(await beacon({ event: "whatsapp" })).toBe("counted");
    expect(await beacon({ event: "whatsapp" })).toBe("repeat");
    expect(await beacon({ listing: other.id })).toBe("counted");
    await listingStats().flush();
    expect(await rowsOf(p.id)).toEqual([{ day: malaysiaToday(), views: 2, whatsapp_taps: 1 }]);
    expect(await rowsOf(other.id)).toEqual([{ day: malaysiaToday(), views: 1, whatsapp_taps: 0 }]);
  });

  it("counts at most twenty browsers of one network for a listing a day: a script changing its User-Agent moves the figure by that", async () => {
    const p = await createTestProperty({ title: "Agent Rotation Target" });
    const outcomes = [];
    for (let i = 0; i < 50; i++) {
      outcomes.push(await recordListingEvent({ listing: p.id, event: "view", userAgent: `${HUMAN} Build/${i}`, cookie: undefined, network: "192.0.2.50" }));
    }
    expect(outcomes.filter((o) => o === "counted")).toHaveLength(PER_NETWORK);
    expect(await recordListingEvent({ listing: p.id, event: "view", userAgent: HUMAN, cookie: undefined, network: "192.0.2.51" })).toBe("counted");
    await listingStats().flush();
    expect(await rowsOf(p.id)).toEqual([{ day: malaysiaToday(), views: PER_NETWORK + 1, whatsapp_taps: 0 }]);
  });
});

describe("the beacon endpoint", () => {
  let server: { base: string; close: () => void };
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(listingBeaconRouter({ limit: { burst: 3, perSecond: 0.0001, maxClients: 100 } }));
    server = await listen(app);
  });
  afterAll(() => server.close());

  const send = (query: string, init: RequestInit = {}) =>
    fetch(`${server.base}${BEACON_PATH}?${query}`, { method: "POST", ...init, headers: { "User-Agent": HUMAN, ...(init.headers ?? {}) } });

  it("answers 204, never cacheable, and counts at most the client's allowance", async () => {
    const p = await createTestProperty({ title: "Flooded Listing" });
    const before = await rowsOf(p.id);
    expect(before).toEqual([]);
    const answers = [];
    // Ten browsers behind one address (each counts once a day): the allowance is the address's.
    for (let i = 0; i < 10; i++) answers.push(await send(`listing=${p.id}&event=view`, { headers: { "User-Agent": `${HUMAN} Build/${i}` } }));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(204));
    expect(answers.every((r) => r.headers.get("cache-control") === "no-store")).toBe(true);
    await listingStats().flush();
    // A burst of 3 from this address, then (almost) nothing: the other 7 were ignored.
    expect(await rowsOf(p.id)).toEqual([{ day: malaysiaToday(), views: 3, whatsapp_taps: 0 }]);
  });

  it("refuses other methods and a body, and ignores a cross-site beacon", async () => {
    const get = await fetch(`${server.base}${BEACON_PATH}?listing=x&event=view`);
    expect(get.status).toBe(405);
    expect(get.headers.get("cache-control")).toBe("no-store");
    const big = await send("listing=x&event=view", { body: "x".repeat(10_000) });
    expect(big.status).toBe(413);
    const crossSite = await send("listing=x&event=view", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(204);
  });
});

describe("a day's marks", () => {
  it("forget yesterday's visitors at the Malaysian day's turn", () => {
    const first = countedOnce();
    const visit = { network: "203.0.113.9", userAgent: HUMAN, listing: "L1", event: "view" as const };
    // 23:59 and 00:01 in Kuala Lumpur (UTC+8).
    expect(first({ ...visit, now: new Date("2026-11-26T15:59:00Z") })).toBe(true);
    expect(first({ ...visit, now: new Date("2026-11-26T15:59:30Z") })).toBe(false);
    expect(first({ ...visit, now: new Date("2026-11-26T16:01:00Z") })).toBe(true);
  });
});

describe("the statistics report", () => {
  it("sums a period per listing and per day, and the CSV has one row per listing per day", async () => {
    const first = await createTestProperty({ title: "Report First" });
    const second = await createTestProperty({ title: "=HYPERLINK(\"x\") Report Second" });
    const { dates } = periodDays(7);
    const buffer = statsBuffer();
    const at = (day: string) => new Date(`${day}T04:00:00Z`);
    for (let i = 0; i < 4; i++) buffer.count(first.id, "view", at(dates[6]!));
    buffer.count(first.id, "whatsapp", at(dates[6]!));
    buffer.count(second.id, "view", at(dates[5]!));
    buffer.count(second.id, "view", at(dates[0]!));
    // Outside the 7 days: in none of the sums.
    buffer.count(second.id, "view", new Date(Date.parse(at(dates[0]!).toISOString()) - 86_400_000));
    await buffer.flush();

    const listings = (await figuresByListing(dates[0]!, dates[6]!)).filter((l) => l.id === first.id || l.id === second.id);
    expect(listings.map((l) => [l.title, l.views, l.whatsapp_taps])).toEqual([
      ["Report First", 4, 1],
      ["=HYPERLINK(\"x\") Report Second", 2, 0],
    ]);
    const perDay = await figuresByDay(dates, second.id);
    expect(perDay).toHaveLength(7);
    expect(perDay.map((d) => d.views)).toEqual([1, 0, 0, 0, 0, 1, 0]);

    const response = (await exportLoader(args(get("/admin/statistics/export?days=7", await adminCookie())))) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("display_id,title,date,views,whatsapp_taps");
    expect(lines).toContain(`${first.display_id},Report First,${dates[6]},4,1`);
    // A title a spreadsheet would run as a formula is written as text.
    expect(lines).toContain(`${second.display_id},"'=HYPERLINK(""x"") Report Second",${dates[0]},1,0`);
    expect(lines.filter((l) => l.startsWith(`${second.display_id},`))).toHaveLength(2);
  });
});
