import type { MetaDescriptor } from "react-router";
import { isOwnImage, SHARE_IMAGE, shareVariantUrl } from "~/photos/image-urls";
import { DEFAULT_LANG, LANG_TAG, LANGS, langPath, OG_LOCALE, type Lang } from "~/i18n/languages";

/** What meta functions need from the root loader's public configuration. */
export interface SiteInfo {
  siteUrl: string;
  siteName: string;
  /** The page's language (issue 15): canonical, hreflang and og:locale follow it. */
  lang: Lang;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Reads SITE_URL and the agency name from the root match, so every page's meta uses the configured values. */
export function siteInfo(matches: readonly MatchLike[]): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { env?: { SITE_URL?: string; AGENCY_NAME?: string }; lang?: Lang }
    | undefined;
  return {
    siteUrl: (root?.env?.SITE_URL ?? "").replace(/\/+$/, ""),
    siteName: root?.env?.AGENCY_NAME ?? "",
    lang: root?.lang ?? DEFAULT_LANG,
  };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** A page's absolute URL in the page's language (its canonical): JSON-LD `url`s and breadcrumbs name the page the visitor reads. */
export function pageUrl(site: SiteInfo, path: string): string {
  return absoluteUrl(site.siteUrl, langPath(site.lang, path));
}

/** A list page's share image: the first listing on it that has a photo (the newest may have none yet). */
export function firstCover(items: { cover: string | null }[]): string | undefined {
  return items.find((item) => item.cover)?.cover ?? undefined;
}

/**
 * A link preview's image: our photo's share image (1200 × 630 JPEG under 300 KB, decision
 * 053 — the 2048 px photo is too heavy for WhatsApp), or an imported photo's own URL, whose
 * size we do not know.
 */
export function shareImage(siteUrl: string, imageUrl: string): { url: string; width?: number; height?: number } {
  if (!isOwnImage(imageUrl)) return { url: absoluteUrl(siteUrl, imageUrl) };
  return { url: absoluteUrl(siteUrl, shareVariantUrl(imageUrl)), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** The English path (with any query that makes the page distinct): the canonical URL is it in the page's language. */
  path: string;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(site: SiteInfo, page: PageMetaInput): MetaDescriptor[] {
  const fullTitle = site.siteName ? `${page.title} | ${site.siteName}` : page.title;
  const url = pageUrl(site, page.path);
  const image = page.image ? shareImage(site.siteUrl, page.image) : null;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...languageAlternates(site, page.path),
    { property: "og:locale", content: OG_LOCALE[site.lang] },
    ...LANGS.filter((l) => l !== site.lang).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (site.siteName) tags.push({ property: "og:site_name", content: site.siteName });
  if (image) {
    tags.push(
      { property: "og:image", content: image.url },
      ...(image.width ? [{ property: "og:image:type", content: "image/jpeg" }] : []),
      ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
      ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
      { property: "og:image:alt", content: page.title },
      { name: "twitter:image", content: image.url },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * hreflang alternates: the page in each language, and English as x-default
 * (the version for a language we do not have). Search engines pick the
 * visitor's; nothing redirects on Accept-Language, so crawlers see every one.
 */
export function languageAlternates(site: SiteInfo, path: string): MetaDescriptor[] {
  return [
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LANG_TAG[l], href: absoluteUrl(site.siteUrl, langPath(l, path)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site.siteUrl, path) },
  ];
}

/** Meta for error and not-found states: a title, and kept out of search results. */
export function errorMeta(site: SiteInfo, title: string, description?: string): MetaDescriptor[] {
  return [
    { title: site.siteName ? `${title} | ${site.siteName}` : title },
    { name: "robots", content: "noindex" },
    // A page a visitor may land on by a link (the alert form's own address): what it is, for a preview.
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

/** `?page=2` when it matters; page 1 is the bare path. */
export function withPage(path: string, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The `?page=` of a list's URL, as the list functions take it (they clamp it to the pages there are). */
export function pageParam(request: Request): number {
  return Number(new URL(request.url).searchParams.get("page") ?? "1");
}

/**
 * Meta of a list page: its own title, description and path, the first
 * cover as the share image; an error or a missing page has only a title.
 */
export function listPageMeta<D extends { items: { cover: string | null }[] }>(
  args: { loaderData?: D; matches: readonly MatchLike[]; error?: unknown },
  fallbackTitle: string,
  describe: (data: D) => Omit<PageMetaInput, "image">,
): MetaDescriptor[] {
  const site = siteInfo(args.matches);
  if (args.error || !args.loaderData) return errorMeta(site, fallbackTitle);
  const page = describe(args.loaderData);
  // Filtered combinations (issue 14) are many and thin: kept out of search
  // results, pointing at the landing page they narrow.
  const filtered = (args.loaderData as { filtered?: boolean }).filtered === true;
  const meta = filtered ? { ...page, noindex: true, path: page.path.replace(/\?.*$/, "") } : page;
  return pageMeta(site, { ...meta, image: firstCover(args.loaderData.items) });
}
