import type { Route } from "./+types/compare";
import { Link } from "react-router";
import { costToBuy } from "~/costs/buy";
import { costToMoveIn, listingTermsQuery } from "~/costs/rent";
import { readCostInputs } from "~/costs/inputs";
import { useI18n } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { titleIn } from "~/i18n/listing-text";
import { translator, type Translate } from "~/i18n/translator";
import { factsOf } from "~/properties/display/facts";
import { fieldLabel } from "~/properties/display/field-text";
import { formatRM } from "~/properties/display/money";
import { dealPrices } from "~/properties/display/pricing";
import { nearStationText } from "~/properties/display/stations";
import type { FieldName } from "~/properties/model/fields";
import { listingPath } from "~/properties/model/property";
import type { PublicProperty } from "~/properties/model/table";
import { getComparedListings, parseShortlistIds } from "~/properties/shortlist.server";
import { loadAsDocument } from "~/platform/hydration";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { useRootData } from "~/site/root-data";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

const FACT_ROWS: FieldName[] = ["bedrooms", "bathrooms", "built_up_area", "tenure", "title_type", "land_status", "furnishing", "completion_year"];
const NONE = "–";
const twoDecimals = new Intl.NumberFormat("en-MY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The rows that matter when choosing here (issue 31 item 6), each listing's value in the page's language. */
function compareRows(listings: PublicProperty[], t: Translate, lang: ReturnType<typeof langOfPath>) {
  const facts = listings.map((p) => {
    const all = [...factsOf(p, { key: true, lang }), ...factsOf(p, { key: false, lang })];
    return new Map(all.map((f) => [f.name, Array.isArray(f.value) ? f.value.join(", ") : f.value]));
  });
  const deals = listings.map((p) => dealPrices(p, t));
  // Gone listings price nothing (decision 046).
  const open = (p: PublicProperty) => p.status === "Available";
  const rows: { label: string; values: string[] }[] = [
    { label: t("lists.compare.price"), values: deals.map((d, i) => (open(listings[i]) ? d.map((x) => x.text).join(" · ") : NONE)) },
    { label: t("lists.compare.psf"), values: deals.map((d, i) => (open(listings[i]) ? d.flatMap((x) => x.psf ?? []).join(" · ") || NONE : NONE)) },
    { label: t("lists.compare.deal"), values: deals.map((d) => d.map((x) => x.badge).join(" · ")) },
    ...FACT_ROWS.map((name) => ({ label: fieldLabel(t, name), values: facts.map((f) => f.get(name) ?? NONE) })),
    {
      label: t("lists.compare.maintenancePsf"),
      values: listings.map((p) =>
        p.maintenance_fee && p.built_up_area ? t("listing.price.psfMonth", { price: `RM ${twoDecimals.format(p.maintenance_fee / p.built_up_area)}` }) : NONE,
      ),
    },
    { label: t("lists.compare.station"), values: listings.map((p) => (p.near_stations[0] ? nearStationText(t, p.near_stations[0]) : NONE)) },
    {
      label: t("costs.row.upfront"),
      values: listings.map((p) => (open(p) && p.price_sale && deals[listings.indexOf(p)].some((d) => d.deal === "sale") ? formatRM(costToBuy(readCostInputs(new URLSearchParams(), { price: p.price_sale })).upfront) : NONE)),
    },
    {
      label: t("costs.row.moveIn"),
      values: listings.map((p) => {
        if (!open(p) || !p.price_rent || !deals[listings.indexOf(p)].some((d) => d.deal === "rent")) return NONE;
        const terms = listingTermsQuery(p);
        return formatRM(costToMoveIn(readCostInputs(terms, { rent: p.price_rent })).total);
      }),
    },
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}

export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const listings = await getComparedListings(parseShortlistIds(new URL(request.url).searchParams.get("ids")) ?? []);
  return {
    columns: listings.map((p) => ({ display_id: p.display_id, title: titleIn(p, lang), path: listingPath(p) })),
    rows: compareRows(listings, translator(lang), lang),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error) return errorMeta(site, t("lists.compare.title"));
  return pageMeta(site, { title: t("lists.compare.title"), description: t("lists.compare.description"), path: "/compare", noindex: true });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { columns, rows } = loaderData;
  const { t, path } = useI18n();
  const env = useRootData()?.env;
  const ids = columns.map((c) => c.display_id).join(", ");
  const sticky = "sticky left-0 z-10 bg-white";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("lists.compare.heading")}</h1>
      {columns.length < 2 ? (
        <p className="mt-4 text-stone-700">
          <Link to={path("/shortlist")} className="font-medium text-brand-700 underline">
            {t("lists.compare.none")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">{t("lists.compare.legend")}</p>
          {/* On a phone the columns scroll sideways; the row names stay (issue 31 item 6). */}
          <div className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white" tabIndex={0} role="region" aria-label={t("lists.compare.heading")}>
            <table className="min-w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className={`${sticky} min-w-32 p-3 text-left`}>
                    {t("lists.compare.property")}
                  </th>
                  {columns.map((c) => (
                    <th key={c.display_id} scope="col" className="min-w-44 p-3 text-left align-top">
                      <Link to={path(c.path)} className="font-semibold text-brand-700 underline">
                        {c.title}
                      </Link>
                      <span className="block font-normal text-stone-600">ID {c.display_id}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} data-differs={row.differs ? "" : undefined} className={`border-t border-stone-100 ${row.differs ? "bg-amber-50" : ""}`}>
                    <th scope="row" className={`${sticky} p-3 text-left font-medium text-stone-700 ${row.differs ? "bg-amber-50" : ""}`}>
                      {row.label}
                      {row.differs ? <span className="block text-xs font-normal text-amber-900">{t("lists.compare.differs")}</span> : null}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={i} className="p-3 align-top text-stone-900">
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {env ? (
            <a
              href={`https://wa.me/${env.WHATSAPP_NUMBER.replace(/\D/g, "")}?text=${encodeURIComponent(t("lists.compare.message", { ids }))}`}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block rounded-lg bg-whatsapp px-4 py-2.5 font-semibold text-white hover:brightness-110"
            >
              {t("lists.compare.whatsapp")}
            </a>
          ) : null}
        </>
      )}
    </div>
  );
}
