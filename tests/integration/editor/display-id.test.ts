import { describe, expect, it } from "vitest";
import { createTestProperty, propertyInput } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { createProperty, deletePropertyRow } from "~/properties/repository.server";

// Issue 13.4: a display id is quoted in WhatsApp groups; it must never name
// another listing, even after its own is deleted. This file's database is
// fresh, so ids start at 1.

describe("display ids", () => {
  it("are never given twice: deleting the newest does not free its number", async () => {
    const made = [await createTestProperty(), await createTestProperty(), await createTestProperty()];
    expect(made.map((p) => p.display_id)).toEqual([1, 2, 3]);
    expect(await deletePropertyRow(getDb(), made[2].id)).not.toBeNull();
    expect((await createTestProperty()).display_id).toBe(4);
  });

  it("stay distinct for 50 creates at once, after a deletion", async () => {
    const last = await createTestProperty();
    await deletePropertyRow(getDb(), last.id);
    const created = await Promise.all(Array.from({ length: 50 }, () => createProperty(getDb(), propertyInput())));
    const ids = created.map((c) => c.display_id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toBe(last.display_id + 1);
    expect(ids[49]).toBe(last.display_id + 50);
  });
});
