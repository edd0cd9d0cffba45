import type { Route } from "./+types/tag";
import { PageMessage } from "~/components/PageMessage";
import { pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

// Decision 009: listings have no tags, so this stays the original placeholder (docs/product.md#tag).

// Nothing to load, but see loadAsDocument: without a server loader this page would render in the browser only.
export function loader() {
  return null;
}

export function meta({ params, matches }: Route.MetaArgs) {
  return pageMeta(siteInfo(matches), {
    title: `Tag: ${params.tag}`,
    description: "Browsing by tag is coming soon.",
    path: `/tag/${encodeURIComponent(params.tag)}`,
    noindex: true,
  });
}

export default function TagPage({ params }: Route.ComponentProps) {
  return <PageMessage title={`Tag: ${params.tag}`} note="This feature is coming soon." />;
}
