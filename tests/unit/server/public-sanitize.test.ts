import { describe, expect, it } from "vitest";
import { descriptionText, sanitizeDescription } from "~/properties/sanitize.server";

describe("description sanitising", () => {
  it("keeps the formatting an agent uses", () => {
    const html = "<p><strong>Freehold</strong>, <em>corner</em></p><ul><li>Pool</li></ul><h3>Facilities</h3>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles and frames", () => {
    const out = sanitizeDescription(
      '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><style>p{}</style>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("drops javascript: links and opens safe links in a new tab without opener", () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe("<a target=\"_blank\" rel=\"noopener noreferrer nofollow\">x</a>");
    expect(sanitizeDescription('<a href="https://maps.example/x">map</a>')).toBe(
      '<a href="https://maps.example/x" target="_blank" rel="noopener noreferrer nofollow">map</a>',
    );
  });

  it("turns an h1 into an h2: the page title is the only h1", () => {
    expect(sanitizeDescription("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("gives plain text for previews, with spaces between blocks, cut short", () => {
    expect(descriptionText("<p>Near&nbsp;MRT</p><p>Pool &amp; gym</p>")).toBe("Near MRT Pool & gym");
    const long = descriptionText(`<p>${"word ".repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
  });
});
