import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/platform/redirect";

describe("safeRedirect", () => {
  it.each(["/admin", "/admin/properties?edit=abc&q=x%20y", "/listing/condo-1#photos"])("keeps the local path %j", (to) => {
    expect(safeRedirect(to)).toBe(to);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "/%2F%2Fevil.example",
    "/%2f%5cevil.example",
    "/%252F%252Fevil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "admin",
    "",
    null,
    undefined,
    42,
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBe("/admin");
  });
});
