import { data, Link } from "react-router";
import type { Route } from "./+types/statistics";
import { AdminError } from "~/components/AdminError";
import { StatsChart } from "~/leads/ui/StatsChart";
import { requireAdmin } from "~/auth/session.server";
import { PERIODS, parsePeriod, tapRate } from "~/leads/stats-figures";
import { figuresByDay, figuresByListing, periodDays } from "~/leads/stats-report.server";
import { getAdminListingTitle } from "~/leads/listing-title.server";
import { formatDate } from "~/properties/display/malaysia-date";
import { adminMeta } from "~/site/admin-page";
import { PER_NETWORK } from "~/leads/counted-once.server";
import { translator } from "~/i18n/translator";
import { hotListings } from "~/leads/hot-figures.server";
import { HotBadge, HotToday } from "~/leads/ui/HotToday";
import { AlertFollowers } from "~/leads/ui/AlertFollowers";
import { followerCounts } from "~/leads/alerts/subscriptions.server";

export const meta = () => adminMeta("Statistics");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const days = parsePeriod(params.get("days"));
  const { from, to, dates } = periodDays(days);
  const [listings, hotList, followed] = await Promise.all([figuresByListing(from, to), hotListings(), followerCounts()]);
  const hot = hotList.map((h) => ({ id: h.id, display_id: h.display_id, title: h.title, reason: h.reason }));
  const listingId = params.get("listing");
  const chosen = listingId ? (listings.find((l) => l.id === listingId) ?? null) : null;
  // Each visitor once per listing and day, a shared connection capped (decision 043); the admin reads English (decision 027).
  const approximate = translator("en")("account.stats.approximate", { cap: String(PER_NETWORK) });
  if (listingId && !chosen) {
    // A listing with nothing counted in the period still gets its page (saying so, without a chart).
    const found = await getAdminListingTitle(listingId);
    if (!found) throw data("Property not found.", { status: 404 });
    return { days, from, to, listings, hot, followed, approximate, chosen: { ...found, views: 0, whatsapp_taps: 0 }, series: await figuresByDay(dates, listingId) };
  }
  return { days, from, to, listings, hot, followed, approximate, chosen, series: await figuresByDay(dates, chosen?.id) };
}

const card = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm";

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { days, from, to, listings, hot, followed, chosen, series, approximate } = loaderData;
  const hotById = new Map(hot.map((h) => [h.id, h.reason]));
  const views = listings.reduce((n, l) => n + l.views, 0);
  const taps = listings.reduce((n, l) => n + l.whatsapp_taps, 0);
  const counted = series.some((d) => d.views + d.whatsapp_taps > 0);
  const withListing = (d: number) => `?days=${d}${chosen ? `&listing=${encodeURIComponent(chosen.id)}` : ""}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Statistics</h1>
        <a href={`/admin/statistics/export?days=${days}`} className="rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-100" download>
          Download CSV
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        Views of each listing's page and taps on WhatsApp Now, counted without cookies; search engines and your own visits are left out.
        Malaysia time, {formatDate(from)} to {formatDate(to)}.
      </p>
      <p className="mt-1 text-sm text-stone-700">{approximate}</p>
      <nav aria-label="Period" className="mt-4 flex flex-wrap gap-2">
        {PERIODS.map((d) => (
          <Link
            key={d}
            to={withListing(d)}
            aria-current={d === days ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm ${d === days ? "bg-brand-700 text-white" : "border border-stone-300 text-stone-800 hover:bg-stone-100"}`}
          >
            Last {d} days
          </Link>
        ))}
      </nav>

      <HotToday hot={hot} days={days} />

      <dl className="mt-6 grid grid-cols-3 gap-3" aria-label="Totals">
        <div className={card}>
          <dt className="text-sm text-stone-600">Views</dt>
          <dd className="text-2xl font-bold" data-total="views">{views.toLocaleString("en-MY")}</dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">WhatsApp taps</dt>
          <dd className="text-2xl font-bold" data-total="whatsapp_taps">{taps.toLocaleString("en-MY")}</dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">Tap rate</dt>
          <dd className="text-2xl font-bold">{tapRate(views, taps)}</dd>
        </div>
      </dl>

      <section className={`mt-6 ${card}`} aria-labelledby="chart-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="chart-heading" className="text-lg font-semibold break-words">
            {chosen ? `${chosen.title} (ID ${chosen.display_id})` : "All listings"}
          </h2>
          {chosen && (
            <Link to={`?days=${days}`} className="text-sm text-brand-700 underline">
              Show all listings
            </Link>
          )}
        </div>
        {counted ? (
          <>
            <StatsChart days={series} label={`Views and WhatsApp taps per day, last ${days} days`} />
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer py-1 text-brand-700">Figures per day</summary>
              <div className="mt-2 max-h-80 overflow-auto">
                <table className="w-full text-left">
                  <thead>
                    <tr className="border-b border-stone-200">
                      <th className="py-1 pr-3 font-medium">Date</th>
                      <th className="py-1 pr-3 text-right font-medium">Views</th>
                      <th className="py-1 text-right font-medium">WhatsApp taps</th>
                    </tr>
                  </thead>
                  <tbody>
                    {series.map((d) => (
                      <tr key={d.day} className="border-b border-stone-100">
                        <td className="py-1 pr-3">{formatDate(d.day)}</td>
                        <td className="py-1 pr-3 text-right">{d.views}</td>
                        <td className="py-1 text-right">{d.whatsapp_taps}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        ) : (
          // A flat line at zero in a tall box told the agent nothing (every new site's first visit).
          <p className="mt-2 text-stone-700" data-stats-empty="">
            No views or WhatsApp taps {chosen ? "of this listing " : ""}in the last {days} days yet. The chart starts with the first one.
          </p>
        )}
      </section>

      <section className="mt-6" aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="text-lg font-semibold">
          Top listings
        </h2>
        {listings.length === 0 ? (
          <p className="mt-2 text-stone-700">Nothing counted in the last {days} days yet.</p>
        ) : (
          <ol className="mt-3 space-y-2" data-stats-listings="">
            {listings.map((l) => (
              <li key={l.id} className={`${card} flex flex-wrap items-center gap-x-4 gap-y-2`} data-listing-figures={l.display_id}>
                <div className="min-w-0 flex-1 basis-56">
                  <Link to={`/admin/properties/${l.id}/edit`} className="font-medium text-brand-700 underline break-words">
                    {l.title}
                  </Link>
                  <span className="ml-2 text-sm text-stone-600">ID {l.display_id}</span>
                  {hotById.has(l.id) && <HotBadge reason={hotById.get(l.id)!} />}
                </div>
                <dl className="flex gap-4 text-sm">
                  <div>
                    <dt className="text-stone-600">Views</dt>
                    <dd className="font-semibold" data-figure="views">{l.views}</dd>
                  </div>
                  <div>
                    <dt className="text-stone-600">Taps</dt>
                    <dd className="font-semibold" data-figure="whatsapp_taps">{l.whatsapp_taps}</dd>
                  </div>
                  <div>
                    <dt className="text-stone-600">Rate</dt>
                    <dd className="font-semibold">{tapRate(l.views, l.whatsapp_taps)}</dd>
                  </div>
                </dl>
                <Link to={`?days=${days}&listing=${encodeURIComponent(l.id)}`} className="text-sm text-brand-700 underline" aria-label={`Chart for ${l.title}`}>
                  Chart
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
      <AlertFollowers followed={followed} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} backTo="/admin/statistics" backLabel="Back to Statistics" />;
}
