/**
 * A `redirectTo` from the query string or a form may only lead to a path on
 * this site. Rejects absolute URLs, protocol-relative `//host`, `/\host`
 * (browsers read `\` as `/`), control characters, and the same tricks hidden
 * behind percent-encoding.
 */
export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  let candidate = to;
  // Check every decoding layer: `%2F%2Fevil.com` or `%252F%252F…` must not pass.
  for (let i = 0; i < 3; i++) {
    if (!isLocalPath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }
  if (!isLocalPath(candidate)) return fallback;
  const base = "http://site.invalid";
  try {
    return new URL(to, base).origin === base ? to : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    // Tabs and newlines are stripped by URL parsers: "/\t/evil.com" becomes "//evil.com".
    !/[\u0000-\u001f\u007f]/.test(path)
  );
}
