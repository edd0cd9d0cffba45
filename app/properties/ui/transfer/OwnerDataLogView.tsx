import { Link } from "react-router";
import { formatMalaysiaTime } from "~/properties/display/malaysia-date";
import type { OwnerDataLogEntry } from "~/properties/owner-data/log-entry";

const ACTIONS: Record<string, string> = { create: "added", edit: "edited", import: "imported", erase: "erased" };

/** The owner data log, newest first: a list rather than a table, so it reads on a phone without scrolling sideways. */
export function OwnerDataLogView({ entries, total }: { entries: OwnerDataLogEntry[]; total: number }) {
  if (total === 0) return <p className="mt-3 text-sm text-stone-600">No change to owner data yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-stone-200 rounded border border-stone-200 text-sm" data-testid="owner-data-log">
      {entries.map((e) => (
        <li key={e.id} className="px-3 py-2">
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">
              <Link to={`/admin/properties/${encodeURIComponent(e.property_id)}/edit`} className="text-brand-700 underline">
                #{e.display_id}
              </Link>
              : {e.fields.join(", ")} {ACTIONS[e.action] ?? e.action}
            </span>
            <time dateTime={e.at} className="text-stone-600">
              {formatMalaysiaTime(e.at)}
            </time>
          </div>
          <div className="break-all text-stone-600">by {e.actor}</div>
        </li>
      ))}
    </ol>
  );
}
