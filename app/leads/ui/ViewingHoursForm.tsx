import { Form } from "react-router";
import { Panel } from "~/components/Panel";
import { SLOT_MINUTES_CHOICES, WEEKDAYS, type Availability } from "~/leads/viewings/slots";

const DAY_NAMES = { "1": "Monday", "2": "Tuesday", "3": "Wednesday", "4": "Thursday", "5": "Friday", "6": "Saturday", "7": "Sunday" } as const;
const field = "min-h-9 rounded border border-stone-300 px-2 text-sm";

/** The agent's viewing hours: per weekday, a slot length and blocked dates, in Malaysia time. */
export function ViewingHoursForm({ availability, errors }: { availability: Availability; errors?: string[] }) {
  return (
    <Panel
      headingId="hours-heading"
      id="hours"
      title="Viewing hours"
      compact
      intro="Visitors pick a free time in the next 14 days from these hours (Malaysia time). A pending or confirmed viewing takes its slot."
    >
      {errors && errors.length > 0 && (
        <ul role="alert" className="mt-3 list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-800">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 space-y-3">
        {/* Rows wrap on a phone: the times go under the day's name rather than past the screen's edge. */}
        <div className="space-y-1 text-sm">
          {WEEKDAYS.map((day) => {
            const hours = availability.weekly[day]?.[0];
            return (
              <div key={day} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <label className="inline-flex min-h-9 w-32 items-center gap-2">
                  <input type="checkbox" name={`day-${day}`} defaultChecked={Boolean(hours)} className="h-5 w-5" />
                  {DAY_NAMES[day]}
                </label>
                <input type="time" name={`from-${day}`} aria-label={`${DAY_NAMES[day]} from`} defaultValue={hours?.[0] ?? "10:00"} className={field} />
                <input type="time" name={`to-${day}`} aria-label={`${DAY_NAMES[day]} until`} defaultValue={hours?.[1] ?? "18:00"} className={field} />
              </div>
            );
          })}
        </div>
        <label className="flex flex-wrap items-center gap-2 text-sm">
          Each viewing takes
          <select name="slot_minutes" defaultValue={String(availability.slotMinutes)} className={field}>
            {SLOT_MINUTES_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          No viewings on these dates (YYYY-MM-DD, one per line: public holidays, leave)
          <textarea name="blocked" rows={3} defaultValue={availability.blocked.join("\n")} className="mt-1 block w-full max-w-sm rounded border border-stone-300 px-2 py-1 font-mono text-sm" />
        </label>
        <button type="submit" name="intent" value="hours" className="min-h-9 rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Save hours
        </button>
      </Form>
    </Panel>
  );
}
