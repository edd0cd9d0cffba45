import { Form } from "react-router";
import type { Route } from "./+types/personal-data";
import { AdminError } from "~/components/AdminError";
import { ConfirmButton } from "~/components/ConfirmButton";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { formatMalaysiaTime } from "~/leads/format";
import { erasePersonalDataOf, personalDataOf } from "~/leads/personal-data.server";
import { toast } from "~/platform/toast";
import { adminMeta } from "~/site/admin-page";

export const meta = () => adminMeta("A person's data");

/** /admin/personal-data?email=: what is kept under one address (PDPA access request), its export and its erasure. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim();
  return { email, found: email.includes("@") ? await personalDataOf(email) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  if (form.get("intent") !== "erase" || !email.includes("@")) return redirectWithToast(request, "/admin/personal-data", toast("error", "Give an e-mail address."));
  const erased = await erasePersonalDataOf(email);
  const back = `/admin/personal-data?email=${encodeURIComponent(email)}`;
  return redirectWithToast(request, back, toast("success", `Erased ${erased.alerts} ${erased.alerts === 1 ? "alert" : "alerts"} and ${erased.viewings} viewing ${erased.viewings === 1 ? "request" : "requests"} of ${email}.`));
}

const th = "px-2 py-1 text-left font-medium text-stone-700";
const td = "px-2 py-1 align-top break-words";

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  const { email, found } = loaderData;
  const total = found ? found.alerts.length + found.viewings.length : 0;
  return (
    <>
      <h1 className="text-2xl font-bold">A person&apos;s data</h1>
      <p className="mt-2 max-w-3xl text-sm text-stone-700">
        Under the PDPA a person may ask what you keep about them and ask you to erase it. Give their e-mail address: their alerts and viewing requests are
        listed, to download for them or to erase. Enquiries hold a name and phone, not an e-mail: delete them on the Enquiries screen.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium">
          E-mail address
          <input type="email" name="email" defaultValue={email} required className="mt-1 block min-h-10 w-72 max-w-full rounded border border-stone-300 px-2" />
        </label>
        <button type="submit" className="min-h-10 rounded border border-stone-300 px-3 text-sm hover:bg-stone-100">
          Look up
        </button>
      </Form>
      {found && (
        <section aria-labelledby="found-heading" className="mt-6">
          <h2 id="found-heading" className="text-lg font-semibold">
            {total === 0 ? `Nothing is kept under ${found.email}.` : `Kept under ${found.email}: ${found.alerts.length} ${found.alerts.length === 1 ? "alert" : "alerts"}, ${found.viewings.length} viewing ${found.viewings.length === 1 ? "request" : "requests"}`}
          </h2>
          {found.alerts.length > 0 && (
            <table className="mt-3 w-full max-w-4xl text-sm" aria-label="Alerts">
              <thead>
                <tr><th className={th}>Follows</th><th className={th}>Language</th><th className={th}>Consented</th><th className={th}>Confirmed</th></tr>
              </thead>
              <tbody>
                {found.alerts.map((a) => (
                  <tr key={a.created_at + a.path + a.filters} className="border-t border-stone-200">
                    <td className={td}>{a.path}{a.filters ? `?${a.filters}` : ""}</td>
                    <td className={td}>{a.lang}</td>
                    <td className={td}>{formatMalaysiaTime(a.consented_at)}</td>
                    <td className={td}>{a.confirmed_at ? formatMalaysiaTime(a.confirmed_at) : "Not confirmed"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {found.viewings.length > 0 && (
            <table className="mt-3 w-full max-w-4xl text-sm" aria-label="Viewing requests">
              <thead>
                <tr><th className={th}>When</th><th className={th}>Listing</th><th className={th}>Name</th><th className={th}>Phone</th><th className={th}>Status</th></tr>
              </thead>
              <tbody>
                {found.viewings.map((v) => (
                  <tr key={v.id} className="border-t border-stone-200">
                    <td className={td}>{formatMalaysiaTime(v.slot_start)}</td>
                    <td className={td}>{v.listing_title} (Property ID {v.display_id})</td>
                    <td className={td}>{v.name}</td>
                    <td className={td}>{v.phone}</td>
                    <td className={td}>{v.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {total > 0 && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <a href={`/admin/personal-data/export?email=${encodeURIComponent(found.email)}`} download className="min-h-9 rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
                Download (JSON)
              </a>
              <ConfirmButton
                label="Erase all of it"
                accessibleLabel={`Erase everything kept under ${found.email}`}
                question={`Erase the ${total} records kept under ${found.email}? This cannot be undone.`}
                fields={{ email: found.email, intent: "erase" }}
                confirmLabel="Erase"
                className="min-h-9 rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
              />
            </div>
          )}
        </section>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
