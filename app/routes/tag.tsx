import { Link } from "react-router";
import type { Route } from "./+types/tag";
import { pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Decision 009: listings have no tags, so this stays the original placeholder (docs/product.md#tag).

// Nothing to load, but see loadAsDocument: without a server loader this page would render in the browser only.
export function loader() {
  return null;
}

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export function meta({ params, matches }: Route.MetaArgs) {
  return pageMeta(siteInfo(matches), {
    title: `Tag: ${params.tag}`,
    description: "Browsing by tag is coming soon.",
    path: `/tag/${encodeURIComponent(params.tag)}`,
    noindex: true,
  });
}

export default function TagPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Tag: {params.tag}</h1>
      <p className="mt-4 text-stone-700">This feature is coming soon.</p>
      <p className="mt-6">
        <Link className="font-medium text-brand-700 underline" to="/">
          Back to All Properties
        </Link>
      </p>
    </div>
  );
}
