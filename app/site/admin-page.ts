/**
 * What every admin screen (and the sign-in page) sends: never indexed, never
 * cached — by the browser's back-forward cache or by a proxy.
 */
export function adminMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** What every page rendered for a signed-in admin carries: kept by no cache, shared or not. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * No caching, and the Retry-After of a 429 (the sign-in limit) passed on:
 * a route's `headers` replace what its loader and action set.
 */
export function noStoreHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
