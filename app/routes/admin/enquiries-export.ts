import type { Route } from "./+types/enquiries-export";
import { requireAdmin } from "~/auth/session.server";
import { listEnquiries } from "~/leads/enquiries.server";
import { csvResponse } from "~/leads/csv.server";
import { malaysiaToday } from "~/properties/display/malaysia-date";
import { formatMalaysiaTime } from "~/leads/format";

/** Every enquiry as CSV (personal data: sent to the signed-in admin only, never stored by a cache). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = (await listEnquiries("all", 100_000)).map((e) => ({
    received: formatMalaysiaTime(e.created_at),
    display_id: e.display_id,
    title: e.listing_title,
    name: e.name,
    phone: e.phone,
    message: e.message,
    status: e.handled_at ? "handled" : "new",
  }));
  return csvResponse(`enquiries-${malaysiaToday()}.csv`, ["received", "display_id", "title", "name", "phone", "message", "status"], rows);
}
