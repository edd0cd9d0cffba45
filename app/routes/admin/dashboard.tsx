import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminError } from "~/components/AdminError";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { countNewEnquiries } from "~/leads/enquiries.server";
import { countPendingViewings } from "~/leads/viewings/admin.server";
import { periodDays, totalsBetween } from "~/leads/stats-report.server";
import { countNeeds, latestChanges } from "~/properties/attention/attention.server";
import { NEED_TEXT, NEEDS } from "~/properties/attention/needs";
import { addDays, formatMalaysiaTime } from "~/properties/display/malaysia-date";
import { editPath } from "~/properties/paths";

export const meta = () => adminMeta("Admin Dashboard");

/**
 * What the agent should act on first (issue 29 item 7): new enquiries, the
 * listings that lack something, this week's interest against last week's, the
 * latest saves. Every figure is one indexed query; each links to the screen
 * that deals with it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const week = periodDays(7);
  const [newEnquiries, pendingViewings, thisWeek, lastWeek, needs, latest] = await Promise.all([
    countNewEnquiries(),
    countPendingViewings(),
    totalsBetween(week.from, week.to),
    totalsBetween(addDays(week.from, -7), addDays(week.from, -1)),
    countNeeds(),
    latestChanges(),
  ]);
  return {
    newEnquiries,
    pendingViewings,
    thisWeek,
    lastWeek,
    needs,
    latest: latest.map((row) => ({ ...row, saved: formatMalaysiaTime(row.date_status) })),
  };
}

const tiles = [
  { to: "/admin/properties", title: "Manage Properties", text: "Add, edit and remove listings." },
  { to: "/admin/locations", title: "Manage Locations", text: "The list offered in the property form." },
  { to: "/admin/project-names", title: "Manage Project Names", text: "Developments and condominium names." },
];

const card = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm";
const number = (n: number) => n.toLocaleString("en-MY");
/** The week's figures the card shows, each beside the week before. */
const WEEK_FIGURES = [
  ["views", "Listing views"],
  ["whatsapp_taps", "WhatsApp taps"],
] as const;

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "same as last week" : "none last week";
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return "same as last week";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}% on last week (${number(before)})`;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { newEnquiries, pendingViewings, thisWeek, lastWeek, needs, latest } = loaderData;
  const toFix = NEEDS.filter((need) => needs[need] > 0);
  return (
    <>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="block h-full rounded-lg border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow">
              <h2 className="text-lg font-semibold text-brand-700">{t.title}</h2>
              <p className="mt-1 text-sm text-stone-600">{t.text}</p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="to-do" className={card}>
          <h2 id="to-do" className="text-lg font-semibold">
            To do
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/admin/enquiries?show=new" className="inline-flex min-h-6 items-center text-brand-700 underline">
                {newEnquiries === 0 ? "No new enquiries" : `${number(newEnquiries)} new ${newEnquiries === 1 ? "enquiry" : "enquiries"}`}
              </Link>
            </li>
            <li>
              <Link to="/admin/viewings" className="inline-flex min-h-6 items-center text-brand-700 underline">
                {pendingViewings === 0
                  ? "No viewing requests to answer"
                  : `${number(pendingViewings)} viewing ${pendingViewings === 1 ? "request" : "requests"} to answer`}
              </Link>
            </li>
            {toFix.map((need) => (
              <li key={need}>
                <Link to={`/admin/properties?needs=${need}`} className="inline-flex min-h-6 items-center text-brand-700 underline">
                  {NEED_TEXT[need].count(needs[need])}
                </Link>
              </li>
            ))}
          </ul>
          {toFix.length === 0 ? <p className="mt-2 text-sm text-stone-600">Every listing has photos, a map place, a description and a current authorisation.</p> : null}
        </section>

        <section aria-labelledby="this-week" className={card}>
          <h2 id="this-week" className="text-lg font-semibold">
            Last 7 days
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            {WEEK_FIGURES.map(([key, label]) => (
              <div key={key}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-2xl font-bold" data-week={key}>
                  {number(thisWeek[key])}
                </dd>
                <dd className="text-sm text-stone-600">{change(thisWeek[key], lastWeek[key])}</dd>
              </div>
            ))}
          </dl>
          <Link to="/admin/statistics" className="mt-2 inline-flex min-h-6 items-center text-sm text-brand-700 underline">
            Statistics per listing
          </Link>
        </section>
      </div>

      <section aria-labelledby="latest" className={`mt-4 ${card}`}>
        <h2 id="latest" className="text-lg font-semibold">
          Latest changes
        </h2>
        {latest.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No properties yet.</p>
        ) : (
          <ol className="mt-2 divide-y divide-stone-100">
            {latest.map((row) => (
              <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <Link to={editPath(row.id)} className="inline-flex min-h-6 min-w-0 items-center text-brand-700 underline [overflow-wrap:anywhere]">
                  #{row.display_id} {row.title}
                </Link>
                <span className="text-sm text-stone-600">
                  {row.status} · <time dateTime={row.date_status}>{row.saved}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
