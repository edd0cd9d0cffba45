import { describe, expect, it } from "vitest";
import { renderLimit } from "../../../server/render-limit";

describe("render limit", () => {
  it("allows a burst, then the sustained rate, and says when to come back", () => {
    let now = 0;
    const take = renderLimit({ burst: 3, perSecond: 2, maxClients: 10 }, () => now);
    expect([1, 2, 3, 4].map(() => take("a").allowed)).toEqual([true, true, true, false]);
    expect(take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(take("b").allowed).toBe(true);
    now = 500; // half a second: one more render at 2 per second
    expect([take("a").allowed, take("a").allowed]).toEqual([true, false]);
  });

  it("forgets the least recently seen client beyond its bound", () => {
    const take = renderLimit({ burst: 1, perSecond: 0.001, maxClients: 2 }, () => 0);
    take("a");
    take("b");
    expect(take("a").allowed).toBe(false); // a is now the most recent
    take("c"); // b is dropped
    expect(take("b").allowed).toBe(true);
    expect(take("a").allowed).toBe(true); // dropped when b came back
  });
});
