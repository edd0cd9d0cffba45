import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/search-names";
import { AdminError } from "~/components/admin/AdminError";
import { ConfirmButton } from "~/components/admin/ConfirmButton";
import { Toasts } from "~/components/admin/Toasts";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { newId } from "~/platform/ids";
import { logger } from "~/platform/logger.server";
import { toast } from "~/platform/toast";
import { ALIAS_MAX_LENGTH, SHIPPED_ALIASES } from "~/names/place-aliases";
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

const input = "flex-1 rounded border border-stone-300 px-3 py-2";

export default function SearchNames({ loaderData, actionData }: Route.ComponentProps) {
  const { own, shipped } = loaderData;
  const adding = useNavigation().formData?.get("intent") === "add";
  return (
    <>
      <h1 className="text-2xl font-bold">Search Short Names</h1>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">
        A search for either name also finds listings that use the other: "PJ" finds "Petaling Jaya" and back.
      </p>
      <Form method="post" key={actionData?.id ?? "initial"} className="mt-6 flex max-w-2xl flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add" />
        <label className="flex flex-1 flex-col text-sm">
          Short name
          <input name="short_name" maxLength={ALIAS_MAX_LENGTH} defaultValue={actionData?.keep.short} placeholder="DU" className={input} />
        </label>
        <label className="flex flex-[2] flex-col text-sm">
          Full name
          <input name="full_name" maxLength={ALIAS_MAX_LENGTH} defaultValue={actionData?.keep.full} placeholder="Damansara Utama" className={input} />
        </label>
        <button type="submit" disabled={adding} className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70">
          Add Short Name
        </button>
      </Form>
      <h2 className="mt-8 text-lg font-semibold">Your short names</h2>
      {own.length === 0 ? (
        <p className="mt-2 text-stone-600">None yet.</p>
      ) : (
        <ul aria-label="Your short names" className="mt-2 max-w-2xl divide-y divide-stone-200 rounded border border-stone-200 bg-white">
          {own.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span>
                {a.short_name} = {a.full_name}
              </span>
              <ConfirmButton
                label="Delete"
                accessibleLabel={`Delete ${a.short_name}`}
                question={`Are you sure you want to delete '${a.short_name} = ${a.full_name}'? This cannot be undone.`}
                fields={{ intent: "delete", id: a.id }}
                className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-lg font-semibold">Included with the site</h2>
      <ul aria-label="Included with the site" className="mt-2 max-w-2xl columns-2 text-sm text-stone-700">
        {shipped.map((group) => (
          <li key={group[0]}>{group.join(" = ")}</li>
        ))}
      </ul>
      <Toasts toasts={[actionData?.toast]} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
