import { Form, Link } from "react-router";
import { ConfirmButton } from "~/components/ConfirmButton";
import { formatMalaysiaTime } from "~/leads/format";
import type { ViewingStatus } from "~/leads/viewings/form";
import type { Slot } from "~/leads/viewings/slots";
import type { ViewingRequestsTable } from "~/leads/viewings/tables";
import { slotWhen } from "~/leads/viewings/slot-text";

/** A request as the Viewings screen shows it. */
export type AdminViewing = Pick<ViewingRequestsTable, "id" | "property_id" | "display_id" | "listing_title" | "name" | "phone" | "email" | "slot_start" | "created_at"> & {
  status: ViewingStatus;
  /** After an answer: the WhatsApp chat with the visitor, the message written in their language. */
  whatsapp: string | null;
};

const BADGE: Record<ViewingStatus, [string, string]> = {
  pending: ["Waiting for your answer", "bg-amber-100 text-amber-900"],
  proposed: ["Another time proposed", "bg-sky-100 text-sky-900"],
  confirmed: ["Confirmed", "bg-green-100 text-green-900"],
  declined: ["Declined", "bg-stone-100 text-stone-700"],
  cancelled: ["Cancelled by the visitor", "bg-red-100 text-red-900"],
};
const button = "min-h-9 rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100";

/** One request on the Viewings screen: who, when (Malaysia time), and the agent's three answers. */
export function ViewingItem({ v, free, emailOn }: { v: AdminViewing; free: Slot[]; emailOn: boolean }) {
  const [label, tone] = BADGE[v.status];
  const open = v.status !== "declined" && v.status !== "cancelled";
  return (
    <li id={`viewing-${v.id}`} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-viewing={v.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold break-words">{slotWhen(v.slot_start, "en")}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
      </div>
      <p className="mt-1 break-words">
        {v.name} ·{" "}
        <a className="text-brand-700 underline" href={`tel:${v.phone.replace(/[^\d+]/g, "")}`}>
          {v.phone}
        </a>
        {v.email && <> · {v.email}</>}
      </p>
      <p className="mt-1 text-sm text-stone-700 break-words">
        <Link to={`/admin/properties/${v.property_id}/edit`} className="text-brand-700 underline">
          {v.listing_title}
        </Link>{" "}
        (Property ID {v.display_id}) · asked {formatMalaysiaTime(v.created_at)}
      </p>
      {v.whatsapp && (
        <p className="mt-2 text-sm">
          <a href={v.whatsapp} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-9 items-center rounded bg-green-700 px-3 font-semibold text-white hover:bg-green-800">
            Tell {v.name} on WhatsApp
          </a>
          {v.email && emailOn && <span className="ml-2 text-stone-700">An e-mail with your answer was sent to {v.email}.</span>}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {open && v.status !== "confirmed" && (
          <Form method="post">
            <input type="hidden" name="id" value={v.id} />
            <button type="submit" name="intent" value="confirm" className={`${button} border-green-600 font-semibold text-green-900`}>
              Confirm
            </button>
          </Form>
        )}
        {open && free.length > 0 && (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="id" value={v.id} />
            <label className="text-sm" htmlFor={`propose-${v.id}`}>
              Another time
            </label>
            <select id={`propose-${v.id}`} name="slot" className="min-h-9 rounded border border-stone-300 px-2 text-sm">
              {free.map((s) => (
                <option key={s.start} value={s.start}>
                  {slotWhen(s.start, "en")}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="propose" className={button}>
              Propose
            </button>
          </Form>
        )}
        {open && (
          <Form method="post">
            <input type="hidden" name="id" value={v.id} />
            <button type="submit" name="intent" value="decline" className={button}>
              Decline
            </button>
          </Form>
        )}
        <ConfirmButton
          label="Delete"
          accessibleLabel={`Delete the viewing request from ${v.name}`}
          question={`Delete the viewing request from ${v.name}? This cannot be undone.`}
          fields={{ id: v.id, intent: "delete" }}
          className="min-h-9 rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
        />
      </div>
    </li>
  );
}
