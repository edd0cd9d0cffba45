import { data } from "react-router";
import type { Route } from "./+types/search-names";
import { AdminError } from "~/components/AdminError";
import { ShortNameManager } from "~/names/ui/ShortNameManager";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { newId } from "~/platform/ids";
import { logger } from "~/platform/logger.server";
import { toast } from "~/platform/toast";
import { SHIPPED_ALIASES } from "~/names/place-aliases";
import { addSearchAlias, deleteSearchAlias, listSearchAliases } from "~/names/place-aliases.server";

/**
 * /admin/search-names (beside Locations): the short names search treats as
 * the full ones (decision 037). The product's own list is shown; the agent
 * adds and deletes pairs of their own.
 */
export const meta = () => adminMeta("Search Short Names");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { own: await listSearchAliases(), shipped: SHIPPED_ALIASES.map((group) => [...group]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const reply = (status: number, message: string | null, keep = { short: "", full: "" }) =>
    data({ id: newId(), toast: message ? toast("error", message) : null, keep }, { status });
  try {
    if (form.get("intent") === "delete") {
      await deleteSearchAlias(String(form.get("id") ?? ""));
      return reply(200, null);
    }
    const keep = { short: String(form.get("short_name") ?? ""), full: String(form.get("full_name") ?? "") };
    const result = await addSearchAlias(keep.short, keep.full);
    if (result.outcome === "invalid") return reply(400, result.message, keep);
    if (result.outcome === "duplicate") return reply(409, `'${keep.short.trim()}' already means '${keep.full.trim()}'.`);
    return reply(200, null);
  } catch (e) {
    logger.error({ err: e }, "changing the search short names failed");
    return reply(500, "The change could not be saved. Please try again.");
  }
}

export default function SearchNames({ loaderData, actionData }: Route.ComponentProps) {
  return <ShortNameManager {...loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
