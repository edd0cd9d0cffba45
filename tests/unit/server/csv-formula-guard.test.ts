import { describe, expect, it } from "vitest";
import { guardFormulas, unguardFormulas } from "~/platform/csv/formula-guard";

describe("the CSV formula guard", () => {
  it("puts an apostrophe before every line of a cell that a spreadsheet would run", () => {
    expect(guardFormulas("=1+1")).toBe("'=1+1");
    expect(guardFormulas("Hi\n=cmd|' /C calc'!A0")).toBe("Hi\n'=cmd|' /C calc'!A0");
    expect(guardFormulas("a\r\n+60 12\r@x\n-y")).toBe("a\r\n'+60 12\r'@x\n'-y");
    expect(guardFormulas("\tTab")).toBe("'\tTab");
    expect(guardFormulas("Plain 5 min walk\nNear MRT")).toBe("Plain 5 min walk\nNear MRT");
    expect(guardFormulas("no = + - @ inside a line")).toBe("no = + - @ inside a line");
  });

  it("is undone exactly by the import, whatever the text (apostrophes the agent typed included)", () => {
    const texts = ["=1+1", "'=1+1", "''-x", "'plain", "it's", "a\n'@b\n@c", "\r\n=x\r\r-y", "", "'", "''", "x\n'"];
    for (const text of texts) expect(unguardFormulas(guardFormulas(text))).toBe(text);
    expect(guardFormulas("'=1+1")).toBe("''=1+1");
    expect(unguardFormulas("'plain")).toBe("'plain");
  });
});
