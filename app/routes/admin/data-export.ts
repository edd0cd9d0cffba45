import type { Route } from "./+types/data-export";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/platform/db/db.server";
import { PRIVATE_NO_STORE } from "~/site/admin-page";
import { csvFileName, exportListingsCsv } from "~/properties/transfer/csv-export.server";

/** GET /admin/data/listings.csv: every listing, every field (docs/product.md#data-export-and-import). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const csv = await exportListingsCsv(getDb());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName()}"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
