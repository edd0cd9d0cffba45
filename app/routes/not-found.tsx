import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/site/ui/NotFoundContent";
import { errorMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { translator } from "~/i18n/translator";
import { langOfPath, stripLang } from "~/i18n/languages";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/**
 * Every path no other route claims. Rendered as a normal page (top bar,
 * footer) with status 404. `/listing` without an id gets the message of docs/product.md#not-found.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const t = translator(langOfPath(pathname));
  const message = /^\/listing\/?$/.test(stripLang(pathname)) ? t("frame.notFound.noId") : undefined;
  return data({ message }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return errorMeta(site, translator(site.lang)("frame.notFound.title"));
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent message={loaderData.message} />;
}
