import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addName } from "~/names/names.server";
import { getDb } from "~/platform/db/db.server";
import { sameOrigin } from "../../../server/same-origin";
import { listen } from "../../support/listen";

// The middleware in front of every action, on a real HTTP server whose one
// route writes to the database, as the admin actions do.
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(sameOrigin());
  app.post("/admin/locations", async (_req, res) => {
    await addName("locations", `Written ${Date.now()} ${Math.random()}`);
    res.json({ written: true });
  });
  app.get("/admin/locations", (_req, res) => res.send("ok"));
  ({ base, close } = await listen(app));
});
afterAll(() => close());

const count = async () => (await getDb().selectFrom("locations").select("id").execute()).length;
const postWith = (headers: Record<string, string>) => fetch(`${base}/admin/locations`, { method: "POST", headers });

describe("cross-site requests", () => {
  it("are refused with 403 and write nothing", async () => {
    const before = await count();
    const refused: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Referer: "https://evil.example/page" },
      { "Sec-Fetch-Site": "cross-site", Origin: base },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: `${base}.evil.example` },
    ];
    for (const headers of refused) {
      const response = await postWith(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("from this site (its Host, or SITE_URL behind a proxy) pass, and GET is never checked", async () => {
    const before = await count();
    expect((await postWith({ Origin: base, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await postWith({ Referer: `${base}/admin/locations` })).status).toBe(200);
    expect((await postWith({ Origin: "https://listings.example.my" })).status).toBe(200);
    expect((await fetch(`${base}/admin/locations`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
    expect(await count()).toBe(before + 3);
  });
});
