import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/stations";
import { LINE_CODES, LINES } from "~/place/lines";
import { STATIONS } from "~/place/stations.server";
import { stationListingCounts } from "~/properties/place/station-lists.server";
import { pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { lineLabel } from "~/properties/list-filters";
import { translator } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/** `/stations` (issue 30 item 3): every station by line, in the line's order, with how many listings are near it. */
export async function loader() {
  const counts = await stationListingCounts();
  const lines = LINE_CODES.map((code) => ({
    code,
   
    colour: LINES[code].colour,
    stations: STATIONS.filter((s) => s.lines.includes(code)).map((s) => ({ slug: s.slug, label: s.label, count: counts.get(s.slug) ?? 0 })),
  }));
  return { lines };
}

export const meta = (args: Route.MetaArgs): MetaDescriptor[] => {
  const site = siteInfo(args.matches);
  const t = translator(site.lang);
  return pageMeta(site, { title: t("lists.stations.heading"), description: t("lists.stations.description"), path: "/stations" });
};

export default function StationsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("lists.stations.heading")}</h1>
      <p className="mt-1 text-stone-700">{t("lists.stations.description")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.lines.map((line) => (
          <section key={line.code} aria-labelledby={`line-${line.code}`}>
            <h2 id={`line-${line.code}`} className="flex items-center gap-2 text-lg font-semibold">
              <span aria-hidden="true" className="inline-block h-3 w-6 rounded-full" style={{ backgroundColor: line.colour }} />
              {lineLabel(t, line.code)}
            </h2>
            <ul className="mt-2 space-y-0.5 text-sm">
              {line.stations.map((s) => (
                <li key={s.slug} className="flex justify-between gap-3">
                  <a className="py-0.5 text-brand-700 underline underline-offset-2" href={path(`/near/${s.slug}`)}>
                    {s.label}
                  </a>
                  <span className="text-stone-700">{t("lists.stations.count", { count: s.count })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
