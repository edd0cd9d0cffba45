/**
 * What every admin screen (and the sign-in page) sends: never indexed, never
 * cached — by the browser's back-forward cache or by a proxy.
 */
export function adminMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex" }];
}

export function noStoreHeaders() {
  return { "Cache-Control": "no-store" };
}
