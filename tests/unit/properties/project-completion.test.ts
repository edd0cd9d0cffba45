import { describe, expect, it } from "vitest";
import { completionText } from "~/properties/projects";
import { translator } from "~/i18n/translator";

describe("a project's completion, as its page words it", () => {
  it.each([
    [{ min: 2018, max: 2018 }, "2018"],
    [{ min: 2015, max: 2019 }, "2015 - 2019"],
    [{ min: 2028, max: 2028 }, "Expected 2028"],
    [{ min: 2024, max: 2028 }, "2024 - 2028 (expected)"],
    [{ min: 2026, max: 2026 }, "2026"],
  ])("%j in 2026 reads %s", (span, text) => {
    expect(completionText(translator("en"), span, 2026)).toBe(text);
  });

  it("in Malay and Chinese, the year never grouped like a number", () => {
    expect(completionText(translator("ms"), { min: 2028, max: 2028 }, 2026)).toBe("Dijangka 2028");
    expect(completionText(translator("zh"), { min: 2024, max: 2028 }, 2026)).toBe("2024 - 2028（预计）");
  });
});
