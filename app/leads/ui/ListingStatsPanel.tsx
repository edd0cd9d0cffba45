import { Link } from "react-router";
import { tapRate } from "~/leads/stats-figures";

/** A listing's own figures at the top of its edit page, with the way to its chart. */
export function ListingStatsPanel({ id, stats }: { id: string; stats: { days: number; views: number; whatsapp_taps: number } }) {
  return (
    <aside aria-label="Statistics of this listing" className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm" data-listing-stats="">
      <span className="text-stone-700">Last {stats.days} days:</span>
      <span>
        <strong>{stats.views}</strong> views
      </span>
      <span>
        <strong>{stats.whatsapp_taps}</strong> WhatsApp taps
      </span>
      <span>
        Tap rate <strong>{tapRate(stats.views, stats.whatsapp_taps)}</strong>
      </span>
      <Link to={`/admin/statistics?days=${stats.days}&listing=${encodeURIComponent(id)}`} className="inline-block py-1 text-brand-700 underline">
        Chart
      </Link>
    </aside>
  );
}
