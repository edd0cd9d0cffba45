import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { getAvailability, saveAvailability } from "~/leads/viewings/availability.server";
import { currentFreeSlots } from "~/leads/viewings/requests.server";

// Thursday 26 November 2026, 10:30 in Kuala Lumpur (02:30 UTC).
const NOW = new Date("2026-11-26T02:30:00Z");

async function holdSlot(start: string, status: string) {
  const p = await createTestProperty({ title: `Unit for ${start} ${status}` });
  const end = new Date(Date.parse(start) + 3600_000).toISOString();
  await getDb()
    .insertInto("viewing_requests")
    .values({
      id: `${status}-${start}`,
      property_id: p.id,
      display_id: p.display_id,
      listing_title: p.title,
      name: "Visitor",
      phone: "012-345 6789",
      email: null,
      lang: "en",
      slot_start: start,
      slot_end: end,
      status,
      held_slot: status === "declined" ? null : start,
      consented_at: NOW.toISOString(),
      created_at: NOW.toISOString(),
      decided_at: null,
    })
    .execute();
}

describe("the free viewing slots (issue 32 item 2)", () => {
  it("a new site offers weekday office hours out of the box", async () => {
    const availability = await getAvailability();
    expect(availability.slotMinutes).toBe(60);
    expect(availability.weekly["1"]).toEqual([["10:00", "18:00"]]);
    expect(availability.weekly["7"]).toBeUndefined();
  });

  it("lists the next 14 Malaysian days' slots from the weekly hours, in Malaysia time, without blocked dates or slots already begun", async () => {
    await saveAvailability({ weekly: { "1": [["10:00", "12:00"]], "2": [["10:00", "12:00"]], "3": [["10:00", "12:00"]], "4": [["10:00", "12:00"]], "5": [["10:00", "12:00"]] }, slotMinutes: 60, blocked: ["2026-12-01"] });
    const slots = await currentFreeSlots(NOW);
    // Thursday 26 Nov: 10:00 has begun, 11:00 is free; then two a weekday up to Wednesday 9 Dec, none on Tuesday 1 Dec.
    expect(slots[0]).toEqual({ start: "2026-11-26T03:00:00.000Z", end: "2026-11-26T04:00:00.000Z" });
    expect(slots).toHaveLength(1 + 2 * 8);
    expect(slots.some((s) => s.start.startsWith("2026-12-01"))).toBe(false);
    expect(slots.some((s) => s.start.startsWith("2026-11-28") || s.start.startsWith("2026-11-29"))).toBe(false);
    // The 14th day is Wednesday 9 Dec; Thursday 10 Dec is beyond.
    expect(slots.at(-1)).toEqual({ start: "2026-12-09T03:00:00.000Z", end: "2026-12-09T04:00:00.000Z" });
  });

  it("a pending, proposed or confirmed request takes its slot; a declined one gives it back", async () => {
    await saveAvailability({ weekly: { "5": [["10:00", "13:00"]] }, slotMinutes: 60, blocked: [] });
    await holdSlot("2026-11-27T02:00:00.000Z", "pending");
    await holdSlot("2026-11-27T03:00:00.000Z", "confirmed");
    await holdSlot("2026-11-27T04:00:00.000Z", "declined");
    await holdSlot("2026-12-04T02:00:00.000Z", "proposed");
    const friday = (await currentFreeSlots(NOW)).map((s) => s.start);
    expect(friday).toEqual(["2026-11-27T04:00:00.000Z", "2026-12-04T03:00:00.000Z", "2026-12-04T04:00:00.000Z"]);
  });

  it("a slot length change does not offer half of a taken hour", async () => {
    await saveAvailability({ weekly: { "5": [["10:00", "13:00"]] }, slotMinutes: 30, blocked: [] });
    const free = (await currentFreeSlots(NOW)).map((s) => s.start).filter((s) => s.startsWith("2026-11-27"));
    // 10:00–12:00 are held (pending and confirmed hours); 12:00 and 12:30 are free.
    expect(free).toEqual(["2026-11-27T04:00:00.000Z", "2026-11-27T04:30:00.000Z"]);
  });
});
