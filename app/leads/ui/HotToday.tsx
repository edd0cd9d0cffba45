import { Link } from "react-router";
import { HOT_FACTOR } from "~/leads/hot-leads";

interface Hot {
  id: string;
  display_id: number;
  title: string;
  reason: string;
}

/** The "Hot" mark beside a listing on the statistics page; the reason is read out and shown on hover. */
export function HotBadge({ reason }: { reason: string }) {
  return (
    <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900" title={reason} data-hot="">
      Hot today<span className="sr-only">: {reason}</span>
    </span>
  );
}

/** Listings whose views or WhatsApp taps jumped today (issue 32 item 4), above the totals; nothing when none did. */
export function HotToday({ hot, days }: { hot: Hot[]; days: number }) {
  if (hot.length === 0) return null;
  return (
    <section className="mt-6 rounded-lg border border-orange-200 bg-orange-50 p-4" aria-labelledby="hot-heading">
      <h2 id="hot-heading" className="text-lg font-semibold">
        Hot today
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Views or WhatsApp taps today at least {HOT_FACTOR} times the listing&apos;s daily average of the last 7 days. Someone may be deciding: a good
        day to follow up.
      </p>
      <ul className="mt-2 space-y-1 text-sm" aria-label="Hot listings">
        {hot.map((h) => (
          <li key={h.id} data-hot-listing={h.display_id}>
            <Link to={`?days=${days}&listing=${encodeURIComponent(h.id)}`} className="font-medium text-brand-700 underline break-words">
              {h.title}
            </Link>{" "}
            <span className="text-stone-600">(ID {h.display_id})</span>: {h.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
