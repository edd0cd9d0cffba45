import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";
import type { DayFigures } from "~/leads/stats-figures";

const VIEWS_COLOUR = "#0b5640";
const TAPS_COLOUR = "#1a9e52";

/** "26 Oct": dates as Malaysians write them (the x values are UTC midnights of Malaysian dates). */
const shortDate = (ts: number) => new Date(ts * 1000).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Views and WhatsApp taps per day, drawn with uPlot (≈ 50 KB, MIT), which is
 * loaded in the admin's browser only, when this chart first shows: never in
 * a public page's script. The same figures are in the table below it, for a
 * screen reader and for a browser without canvas.
 *
 * The box has its final height from the server's HTML (CSS, not the script),
 * and the key to the lines is HTML too, not uPlot's legend: the chart appears
 * inside a box that was already its size, and nothing below it moves.
 */
export function StatsChart({ days, label }: { days: DayFigures[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const height = () => el.clientHeight;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      // Each day at UTC midnight, shown in UTC: the dates are Malaysian dates already.
      const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: el.clientWidth,
          height: height(),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          legend: { show: false },
          scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
          series: [
            { label: "Date", value: (_u, ts) => (ts == null ? "" : shortDate(ts)) },
            { label: "Views", stroke: VIEWS_COLOUR, width: 2, fill: "rgba(11, 86, 64, 0.08)" },
            { label: "WhatsApp taps", stroke: TAPS_COLOUR, width: 2, dash: [6, 4] },
          ],
          axes: [{ values: (_u, splits) => splits.map(shortDate) }, { size: 44 }],
        },
        [x, days.map((d) => d.views), days.map((d) => d.whatsapp_taps)],
        el,
      );
    });
    const resize = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: height() }));
    resize.observe(el);
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-medium text-stone-800">{label}</figcaption>
      <div ref={box} className="mt-2 h-[220px] w-full overflow-hidden sm:h-[300px]" aria-hidden="true" data-stats-chart="" />
      <p className="mt-1 flex gap-4 text-xs text-stone-600" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <svg width="20" height="4" aria-hidden="true">
            <line x1="0" y1="2" x2="20" y2="2" stroke={VIEWS_COLOUR} strokeWidth="2" />
          </svg>
          Views
        </span>
        <span className="flex items-center gap-1.5">
          <svg width="20" height="4" aria-hidden="true">
            <line x1="0" y1="2" x2="20" y2="2" stroke={TAPS_COLOUR} strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          WhatsApp taps
        </span>
      </p>
    </figure>
  );
}
