import type { Route } from "./+types/statistics-export";
import { requireAdmin } from "~/auth/session.server";
import { csvResponse } from "~/leads/csv.server";
import { parsePeriod } from "~/leads/stats-figures";
import { dailyRows, periodDays } from "~/leads/stats-report.server";

/** One row per listing per day with anything counted, in the chosen period (Malaysian dates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const days = parsePeriod(new URL(request.url).searchParams.get("days"));
  const { from, to } = periodDays(days);
  const rows = await dailyRows(from, to);
  return csvResponse(`listing-statistics-${from}-to-${to}.csv`, ["display_id", "title", "date", "views", "whatsapp_taps"], rows);
}
