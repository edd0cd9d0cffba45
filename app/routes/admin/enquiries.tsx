import { Form, Link } from "react-router";
import type { Route } from "./+types/enquiries";
import { AdminError } from "~/components/AdminError";
import { ConfirmButton } from "~/components/ConfirmButton";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { countNewEnquiries, deleteEnquiry, listEnquiries, setEnquiryHandled } from "~/leads/enquiries.server";
import { formatMalaysiaTime } from "~/leads/format";
import { toast } from "~/platform/toast";
import { adminMeta } from "~/site/admin-page";

export const meta = () => adminMeta("Enquiries");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const show = new URL(request.url).searchParams.get("show") === "all" ? "all" : "new";
  const [enquiries, newCount] = await Promise.all([listEnquiries(show), countNewEnquiries()]);
  return { show, enquiries, newCount } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  const back = new URL(request.url).pathname + new URL(request.url).search;
  if (intent === "delete") {
    const done = await deleteEnquiry(id);
    return redirectWithToast(request, back, done ? toast("success", "Enquiry deleted.") : toast("error", "That enquiry was already deleted."));
  }
  if (intent === "handled" || intent === "new") {
    const done = await setEnquiryHandled(id, intent === "handled");
    if (!done) return redirectWithToast(request, back, toast("error", "That enquiry was deleted."));
    return redirectWithToast(request, back, toast("success", intent === "handled" ? "Marked as handled." : "Marked as new."));
  }
  return redirectWithToast(request, back, toast("error", "Unknown action."));
}

const tab = (active: boolean) =>
  `rounded-full px-3 py-1 text-sm ${active ? "bg-brand-700 text-white" : "border border-stone-300 text-stone-800 hover:bg-stone-100"}`;

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { show, enquiries, newCount } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Enquiries</h1>
        <a href="/admin/enquiries/export" className="rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-100" download>
          Download CSV
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        Sent by visitors through the form on a listing. Personal data (PDPA): use it only to reply, and delete an enquiry once it is no longer needed.
      </p>
      <nav aria-label="Show" className="mt-4 flex flex-wrap gap-2">
        <Link to="?show=new" className={tab(show === "new")} aria-current={show === "new" ? "page" : undefined}>
          New ({newCount})
        </Link>
        <Link to="?show=all" className={tab(show === "all")} aria-current={show === "all" ? "page" : undefined}>
          All
        </Link>
      </nav>
      {enquiries.length === 0 ? (
        <p className="mt-6 text-stone-700">{show === "new" ? "No new enquiries." : "No enquiries yet."}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {enquiries.map((e) => (
            <li key={e.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-enquiry={e.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="text-lg font-semibold break-words">{e.name}</h2>
                <span className="text-sm text-stone-600">{formatMalaysiaTime(e.created_at)}</span>
              </div>
              <p className="mt-1">
                <a className="text-brand-700 underline" href={`tel:${e.phone.replace(/[^\d+]/g, "")}`}>
                  {e.phone}
                </a>
              </p>
              <p className="mt-1 text-sm text-stone-700 break-words">
                About{" "}
                <Link to={`/admin/properties/${e.property_id}/edit`} className="text-brand-700 underline">
                  {e.listing_title}
                </Link>{" "}
                (Property ID {e.display_id})
              </p>
              {e.message && <p className="mt-2 whitespace-pre-line break-words text-stone-900">{e.message}</p>}
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {e.handled_at ? (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">Handled {formatMalaysiaTime(e.handled_at)}</span>
                ) : (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">New</span>
                )}
                <Form method="post">
                  <input type="hidden" name="id" value={e.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={e.handled_at ? "new" : "handled"}
                    className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100"
                  >
                    {e.handled_at ? "Mark as new" : "Mark handled"}
                  </button>
                </Form>
                <ConfirmButton
                  label="Delete"
                  accessibleLabel={`Delete the enquiry from ${e.name}`}
                  question={`Delete the enquiry from ${e.name}? This cannot be undone.`}
                  fields={{ id: e.id, intent: "delete" }}
                  className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
