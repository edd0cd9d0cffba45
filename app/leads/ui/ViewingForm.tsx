import { useI18n } from "~/i18n/context";
import { Panel } from "~/components/Panel";
import { VIEWING_LIMITS, type ViewingReply } from "~/leads/viewings/form";
import { slotDate, type Slot } from "~/leads/viewings/slots";
import { slotDay, slotTime } from "~/leads/viewings/slot-text";
import { FieldError, invalid, LeadContactFields, LeadFormAlerts, type OwnField } from "./LeadContactFields";

/** The viewing request's own field: an e-mail for the answer, optional. */
const EMAIL: OwnField = { field: "email", label: "viewing.email", input: (props) => <input type="email" autoComplete="email" maxLength={VIEWING_LIMITS.email} {...props} /> };

/**
 * "Request a viewing" without JavaScript: the days with a free time are
 * links (`?day=`, a GET the server answers with that day's times), the times
 * are radio buttons of one plain form posting to `action`. A refused post
 * comes back with what was typed and the day it was on.
 */
export function ViewingForm({ action, slots, day, reply }: { action: string; slots: Slot[]; day: string | null; reply?: ViewingReply }) {
  const { t, lang } = useI18n();
  const values = reply?.values;
  const days = [...new Set(slots.map((s) => slotDate(s.start)))];
  const shown = day && days.includes(day) ? day : days[0];
  const times = slots.filter((s) => slotDate(s.start) === shown);
  return (
    <Panel headingId="viewing-heading" title={t("viewing.heading")} intro={t("viewing.intro")} level={1}>
      <LeadFormAlerts reply={reply} fieldsMessage={reply?.errors.slot && Object.keys(reply.errors).length === 1 ? reply.errors.slot : undefined} />
      {days.length === 0 ? (
        <p className="mt-4 rounded-md bg-stone-100 p-3 text-stone-800" data-no-slots="">
          {t("viewing.noSlots")}
        </p>
      ) : (
        <>
          <h2 className="mt-4 text-sm font-medium">{t("viewing.slotLegend")}</h2>
          <nav aria-label={t("viewing.slotLegend")} className="mt-2 flex gap-2 overflow-x-auto pb-2 sm:flex-wrap">
            {days.map((d) => (
              <a
                key={d}
                href={`${action}?day=${d}`}
                aria-current={d === shown ? "date" : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-3 text-sm ${d === shown ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 text-stone-800 hover:bg-stone-100"}`}
              >
                {slotDay(`${d}T04:00:00Z`, lang)}
              </a>
            ))}
          </nav>
          {/* noValidate: the server's messages, in the page's language, not the browser's bubbles. */}
          <form method="post" action={`${action}?day=${shown}`} noValidate className="mt-3 space-y-4">
            <fieldset>
              <legend className="text-sm font-medium">{slotDay(`${shown}T04:00:00Z`, lang)}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" {...invalid("viewing", "slot", reply)}>
                {times.map((s) => (
                  <label key={s.start} className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                    <input type="radio" name="slot" value={s.start} defaultChecked={values?.slot === s.start} className="sr-only" />
                    {slotTime(s.start, lang)}
                  </label>
                ))}
              </div>
              <FieldError form="viewing" field="slot" reply={reply} />
            </fieldset>
            <LeadContactFields form="viewing" reply={reply} limits={VIEWING_LIMITS} own={EMAIL} />
            <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
              {t("viewing.send")}
            </button>
          </form>
        </>
      )}
    </Panel>
  );
}
