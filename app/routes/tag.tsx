import type { Route } from "./+types/tag";
import { PageMessage } from "~/components/PageMessage";
import { pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { translator } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

// Decision 009: listings have no tags, so this stays the original placeholder (docs/product.md#tag).

// Nothing to load, but see loadAsDocument: without a server loader this page would render in the browser only.
export function loader() {
  return null;
}

export function meta({ params, matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  return pageMeta(site, {
    title: t("lists.tag.title", { tag: params.tag }),
    description: t("lists.tag.description"),
    path: `/tag/${encodeURIComponent(params.tag)}`,
    noindex: true,
  });
}

export default function TagPage({ params }: Route.ComponentProps) {
  const { t } = useI18n();
  return <PageMessage title={t("lists.tag.title", { tag: params.tag })} note={t("lists.tag.comingSoon")} />;
}
