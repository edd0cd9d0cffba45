import type { Translate } from "~/i18n/translator";

/**
 * What an alert follows, in a line (the e-mails, the confirm page, the
 * admin's counts): the page's place, category, range or station as its
 * address names it, the search text and the filters. Short and plain: the
 * e-mail's "See the list" link shows the page itself.
 */
export function aboutOf(t: Translate, sub: { path: string; filters: string }, listingTitle?: string): string {
  if (listingTitle) return t("alerts.about.listing", { title: listingTitle });
  const [, , segment] = sub.path.split("/");
  const params = new URLSearchParams(sub.filters);
  const parts: string[] = [];
  if (segment) parts.push(decodeURIComponent(segment).replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()));
  const q = params.get("q");
  if (q) parts.push(t("alerts.about.search", { q }));
  for (const [name, value] of params) if (name !== "q") parts.push(`${name.replace(/_/g, " ")}: ${value}`);
  return parts.length ? parts.join(" · ") : t("alerts.about.all");
}
