import { describe, expect, it } from "vitest";
import { completionText } from "~/properties/projects";

describe("a project's completion, as its page words it", () => {
  it.each([
    [{ min: 2018, max: 2018 }, "2018"],
    [{ min: 2015, max: 2019 }, "2015 - 2019"],
    [{ min: 2028, max: 2028 }, "Expected 2028"],
    [{ min: 2024, max: 2028 }, "2024 - 2028 (expected)"],
    [{ min: 2026, max: 2026 }, "2026"],
  ])("%j in 2026 reads %s", (span, text) => {
    expect(completionText(span, 2026)).toBe(text);
  });
});
