import { useI18n } from "~/i18n/context";
import { LINES } from "~/place/lines";
import type { NearStation } from "~/place/nearest";
import { nearStationText } from "~/properties/display/stations";

/**
 * The nearest stations, worked out on save (issue 30 item 2): one line each,
 * with the colour of every line the station serves. A card shows the first.
 */
export function NearStations({ stations, className = "", limit }: { stations: NearStation[]; className?: string; limit?: number }) {
  const { t, path } = useI18n();
  const shown = stations.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className={className} data-near-stations>
      {shown.map((s) => (
        <li key={s.slug} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="flex shrink-0 gap-0.5">
            {s.lines.map((line) => (
              <span key={line} className="inline-block size-2.5 rounded-full" style={{ backgroundColor: LINES[line].colour }} />
            ))}
          </span>
          {limit === undefined ? <a className="py-0.5 underline-offset-2 hover:underline" href={path(`/near/${s.slug}`)}>{nearStationText(t, s)}</a> : nearStationText(t, s)}
        </li>
      ))}
    </ul>
  );
}
