import type { Route } from "./+types/shortlist";
import { Link } from "react-router";
import { PropertyCard } from "~/properties/ui/lists/PropertyCard";
import { ListPageError } from "~/site/ui/ListPageError";
import { getShortlistCards, parseShortlistIds } from "~/properties/shortlist.server";
import { listingPath } from "~/properties/model/property";
import { unavailableNotice } from "~/properties/display/availability";
import { absoluteUrl, errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { shortlistWhatsappLink } from "~/site/whatsapp";
import { useRootData } from "~/site/root-data";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { translator } from "~/i18n/translator";
import { titleIn } from "~/i18n/listing-text";
import { dataAttr } from "~/components/page-script";
import { COMPARE_MAX, SHORTLIST } from "~/properties/shortlist";
import { PRICE_ALERT_ID } from "~/leads/ui/alerts/AlertForm";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/**
 * The visitor's shortlist (docs/product.md#visitor-tools, decision 024). The list itself is in the
 * browser: `/shortlist` is the same shell for everyone, and its script asks `/shortlist?ids=…` for
 * the cards (a page like any other, kept by the page cache per URL) and puts them in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ids = parseShortlistIds(new URL(request.url).searchParams.get("ids"));
  if (ids === null) return { ids: null, found: [], gone: [] };
  return { ids, ...(await getShortlistCards(ids)) };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error) return errorMeta(site, t("listing.shortlist.title"));
  return pageMeta(site, {
    title: t("listing.shortlist.title"),
    description: t("listing.shortlist.description"),
    path: "/shortlist",
    noindex: true,
  });
}

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { ids, found, gone } = loaderData;
  const env = useRootData()?.env;
  const { t, path, lang } = useI18n();
  const siteUrl = env?.SITE_URL ?? "";
  const [beforeLink, afterLink = ""] = t("listing.shortlist.noScript", { link: "\u0000" }).split("\u0000");
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("listing.shortlist.title")}</h1>
      <div {...dataAttr(SHORTLIST.results)} aria-live="polite" className="mt-4">
        {ids === null ? (
          <p data-shortlist-status className="text-stone-700">
            {beforeLink}
            <Link to={path("/")} className="font-medium text-brand-700 underline">
              {t("listing.shortlist.browseLower")}
            </Link>
            {afterLink}
          </p>
        ) : found.length === 0 && gone.length === 0 ? (
          <EmptyShortlist />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-stone-700">
                {t("listing.shortlist.count", { count: found.length })}
              </p>
              {env && found.length > 0 && (
                <a
                  href={shortlistWhatsappLink(
                    env.WHATSAPP_NUMBER,
                    found.map((p) => ({ display_id: p.display_id, title: titleIn(p, lang), url: absoluteUrl(siteUrl, path(listingPath(p))) })),
                    t,
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-shortlist-whatsapp
                  className="rounded-lg bg-whatsapp px-4 py-2.5 font-semibold text-white hover:brightness-110"
                >
                  {t("listing.shortlist.whatsapp")}
                </a>
              )}
              {found.length > 1 && (
                <Link
                  to={path(`/compare?ids=${found.slice(0, COMPARE_MAX).map((p) => p.display_id).join(",")}`)}
                  className="rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t("lists.compare.link")}
                </Link>
              )}
            </div>
            {gone.length > 0 && (
              <ul className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
                {gone.map((id) => (
                  <li key={id} {...dataAttr(SHORTLIST.gone, id)}>
                    {t("listing.shortlist.gone", { id: String(id) })}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {found.map((p, i) => {
                const notice = unavailableNotice(p.status);
                return (
                  <div key={p.id} data-shortlist-card>
                    <PropertyCard property={p} eager={i < 3} priority={i === 0} status={p.status} />
                    {notice ? (
                      <p className="mt-2 text-sm font-medium text-amber-800">{t(notice)}</p>
                    ) : (
                      // The listing's own form (a plain POST, issue 32 item 3): the heart saved it, this follows its price.
                      <a href={`${path(listingPath(p))}#${PRICE_ALERT_ID}`} className="mt-1 inline-block py-1 text-sm font-medium text-brand-700 underline">
                        {t("alerts.form.follow")}
                      </a>
                    )}
                  </div>
                );
              })}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function EmptyShortlist() {
  const { t, path } = useI18n();
  return (
    <p className="text-stone-700">
      {t("listing.shortlist.empty")}{" "}
      <Link to={path("/")} className="font-medium text-brand-700 underline">
        {t("listing.shortlist.browse")}
      </Link>
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  return <ListPageError error={error} title={t("listing.shortlist.title")} />;
}
