import { Form, Link } from "react-router";
import type { Route } from "./+types/enquiries";
import { AdminError } from "~/components/AdminError";
import { ConfirmButton } from "~/components/ConfirmButton";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { countNewEnquiries, deleteEnquiry, ENQUIRIES_PER_PAGE, listEnquiryPage, setEnquiryHandled } from "~/leads/enquiries.server";
import { formatMalaysiaTime } from "~/leads/format";
import { LeadListHeader } from "~/leads/ui/LeadListHeader";
import { toast } from "~/platform/toast";
import { adminMeta } from "~/site/admin-page";

export const meta = () => adminMeta("Enquiries");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const show = params.get("show") === "all" ? "all" : "new";
  const requested = /^\d{1,6}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  const [list, newCount] = await Promise.all([listEnquiryPage(show, requested), countNewEnquiries()]);
  return { show, enquiries: list.items, total: list.total, page: list.page, pages: list.pages, perPage: ENQUIRIES_PER_PAGE, newCount } as const;
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

const pageButton = "rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100";

/** "Previous page", "Page 2 of 13", "Next page", as the Property Manager pages: every enquiry can be reached (issue 28 item 3). */
function Paging({ show, page, pages }: { show: string; page: number; pages: number }) {
  if (pages < 2) return null;
  const to = (n: number) => `?show=${show}${n > 1 ? `&page=${n}` : ""}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className={pageButton}>
          Previous page
        </Link>
      )}
      <span className="text-stone-700">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next" className={pageButton}>
          Next page
        </Link>
      )}
    </nav>
  );
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { show, enquiries, newCount, total, page, pages, perPage } = loaderData;
  const first = (page - 1) * perPage + 1;
  const number = (n: number) => n.toLocaleString("en-MY");
  return (
    <>
      <LeadListHeader
        title="Enquiries"
        exportHref="/admin/enquiries/export"
        note="Sent by visitors through the form on a listing. Personal data (PDPA): use it only to reply, and delete an enquiry once it is no longer needed. A visitor's alerts and viewing requests, by e-mail address: Data, A person's data."
        tabs={[
          { show: "new", label: `New (${newCount})` },
          { show: "all", label: "All" },
        ]}
        show={show}
      />
      {enquiries.length === 0 ? (
        <p className="mt-6 text-stone-700">{show === "new" ? "No new enquiries." : "No enquiries yet."}</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-stone-700" data-enquiry-range>
            Showing {number(first)}–{number(first + enquiries.length - 1)} of {number(total)}, newest first.
          </p>
          <Paging show={show} page={page} pages={pages} />
          <ul className="mt-6 space-y-4">
          {enquiries.map((e) => (
            <li key={e.id} id={`enquiry-${e.id}`} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-enquiry={e.id}>
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
          <Paging show={show} page={page} pages={pages} />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
