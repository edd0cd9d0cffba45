import { data, Form, Link, redirect } from "react-router";
import { NEED_TEXT, parseNeed } from "~/properties/attention/needs";
import { useSearchAsYouType } from "~/properties/ui/manager/search-as-you-type";
import type { Route } from "./+types/properties";
import { AdminError } from "~/components/AdminError";
import { BulkActions } from "~/properties/ui/manager/BulkActions";
import { PropertyCards } from "~/properties/ui/manager/PropertyCards";
import { PropertyTable } from "~/properties/ui/manager/PropertyTable";
import { useSelection } from "~/properties/ui/manager/selection";
import { NO_PLACE } from "~/properties/ui/manager/lacking-place";
import { Toasts } from "~/components/Toasts";
import { adminMeta } from "~/site/admin-page";
import { pageParam } from "~/site/seo";
import { editPath, NEW_PROPERTY_PATH } from "~/properties/paths";
import { listAdminProperties } from "~/properties/admin-list.server";
import { logger } from "~/platform/logger.server";
import { changeFeatured, changeStatus, removeProperty } from "~/properties/actions.server";
import { requireAdmin } from "~/auth/session.server";
import { toast } from "~/platform/toast";

export const meta = () => adminMeta("Property Manager");

/** The list. The editor has its own routes; the old `?new=1` and `?edit={id}` links still lead there. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  if (editId !== null) throw redirect(editPath(editId));
  if (url.searchParams.has("new")) throw redirect(NEW_PROPERTY_PATH);
  const q = url.searchParams.get("q") ?? "";
  const needs = parseNeed(url.searchParams.get("needs"));
  try {
    const page = await listAdminProperties({ q, needs, page: pageParam(request) });
    return { q, needs, ...page, loadError: null };
  } catch (e) {
    logger.error({ err: e }, "loading the admin property list failed");
    const loadError = toast("error", "Failed to load properties. Please try again.");
    return { q, needs, items: [], total: 0, page: 1, pageCount: 1, loadError };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  // Saves have their own routes: a form still posting here (an old page, a script) must not be read as
  // a delete or a quick change, so only these intents are understood.
  const intent = form.get("intent");
  if (intent === "delete") return removeProperty(form);
  if (intent === "status") return changeStatus(form);
  if (intent === "featured") return changeFeatured(form);
  const refusal = "This page only deletes properties and changes their status or Featured. Open the property to edit it.";
  return data({ toast: toast("error", refusal), values: null }, { status: 400 });
}

export default function PropertyManager({ loaderData, actionData }: Route.ComponentProps) {
  const { q, needs, items, total, page, pageCount, loadError } = loaderData;
  const pageIds = items.map((p) => p.id);
  const selection = useSelection(pageIds, actionData?.toast?.id);
  const search = useSearchAsYouType();
  // "All" or "No place", keeping the search.
  const viewHref = (noPlace: boolean) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...(noPlace ? { needs: "place" } : {}) })}`;
  const pageHref = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...(needs ? { needs } : {}), page: String(n) })}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Property Manager</h1>
        <Link to={NEW_PROPERTY_PATH} className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Add New Property
        </Link>
      </div>
      {needs ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded bg-amber-50 px-3 py-2 text-amber-950">
          <span>
            <strong>{NEED_TEXT[needs].filter}</strong>: {total} {total === 1 ? "listing" : "listings"}
          </span>
          <Link to={q ? `?${new URLSearchParams({ q })}` : "/admin/properties"} className="inline-flex min-h-6 items-center underline">
            Show all properties
          </Link>
        </p>
      ) : null}
      <Form method="get" role="search" className="mt-4" onSubmit={search.onSubmit}>
        {needs ? <input type="hidden" name="needs" value={needs} /> : null}
        <label htmlFor="admin-q" className="sr-only">
          Search properties
        </label>
        <input
          id="admin-q"
          name="q"
          type="search"
          defaultValue={q}
          onChange={search.onChange}
          placeholder="ID, Title, Project, Location, Owner"
          className="w-[300px] max-w-full rounded border border-stone-300 px-3 py-2"
        />
        {/* Issue 30 item 5: the listings that still lack a place (no map, no stations), one tap away. */}
        <nav aria-label="Show" className="flex gap-1 text-sm">
          <Link to={viewHref(false)} aria-current={needs === "place" ? undefined : "page"} className="rounded px-3 py-2 aria-[current=page]:bg-stone-200 aria-[current=page]:font-semibold">
            All
          </Link>
          <Link to={viewHref(true)} aria-current={needs === "place" ? "page" : undefined} className="rounded px-3 py-2 aria-[current=page]:bg-stone-200 aria-[current=page]:font-semibold">
            {NO_PLACE}
          </Link>
        </nav>
      </Form>
      <div className="mt-4">
        {loadError ? null : items.length === 0 ? (
          <p className="text-stone-700">{needs === "place" ? "Every listing has a place." : "No properties found. Add a new one!"}</p>
        ) : (
          <>
            <BulkActions selection={selection} pageIds={pageIds} />
            {/* Cards below md (a 390 px phone must not scroll sideways), the spec's table above. */}
            <div className="mt-3 md:hidden">
              <PropertyCards rows={items} editHref={editPath} selection={selection} />
            </div>
            <div className="mt-3 hidden md:block">
              <PropertyTable rows={items} editHref={editPath} selection={selection} />
            </div>
          </>
        )}
      </div>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? <Link to={pageHref(page - 1)} className="py-1">
              Previous page
            </Link> : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link to={pageHref(page + 1)} className="py-1">
              Next page
            </Link> : null}
        </nav>
      ) : null}
      <Toasts toasts={[loadError, actionData?.toast]} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
