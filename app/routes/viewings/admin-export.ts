import type { Route } from "./+types/admin-export";
import { requireAdmin } from "~/auth/session.server";
import { csvResponse } from "~/leads/csv.server";
import { formatMalaysiaTime } from "~/leads/format";
import { listViewings } from "~/leads/viewings/admin.server";
import { malaysiaToday } from "~/properties/display/malaysia-date";

/** Every viewing request as CSV, times in Malaysia (PDPA: an export on request; sent to the signed-in admin only, never cached). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = (await listViewings("all", new Date(), 100_000)).map((v) => ({
    when: formatMalaysiaTime(v.slot_start),
    status: v.status,
    display_id: v.display_id,
    title: v.listing_title,
    name: v.name,
    phone: v.phone,
    email: v.email ?? "",
    asked: formatMalaysiaTime(v.created_at),
  }));
  return csvResponse(`viewings-${malaysiaToday()}.csv`, ["when", "status", "display_id", "title", "name", "phone", "email", "asked"], rows);
}
