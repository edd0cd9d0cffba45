import { Form } from "react-router";
import { Panel } from "~/components/Panel";

/**
 * The private calendar feed: a new link (the old one stops working), shown
 * once (only its hash is kept), or the feed turned off.
 */
export function CalendarFeedSection({ on, fresh }: { on: boolean; fresh?: { webcal: string; https: string } }) {
  return (
    <Panel
      headingId="calendar-heading"
      id="calendar"
      title="Calendar feed"
      compact
      intro={
        <>
          Subscribe in Google Calendar (Other calendars → From URL) or Apple Calendar (File → New Calendar Subscription): confirmed viewings, and
          requests waiting for your answer marked tentative. Anyone with the link sees the viewings: keep it private, and make a new one if it got out.
        </>
      }
    >
      {fresh ? (
        <div className="mt-3 rounded-md bg-green-50 p-3 text-sm" data-calendar-link="">
          <p className="font-semibold">Your new calendar link (shown only now: copy it into your calendar):</p>
          <p className="mt-1 break-all">
            <a href={fresh.webcal} className="text-brand-700 underline">
              {fresh.webcal}
            </a>
          </p>
          <p className="mt-1 break-all text-stone-700">Google Calendar wants the https form: {fresh.https}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm">{on ? "A calendar link is active." : "No calendar link yet."}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" name="intent" value="calendar-new" className="min-h-9 rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
            {on ? "Make a new link (the old one stops working)" : "Make a calendar link"}
          </button>
        </Form>
        {on && (
          <Form method="post">
            <button type="submit" name="intent" value="calendar-off" className="min-h-9 rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50">
              Turn the feed off
            </button>
          </Form>
        )}
      </div>
    </Panel>
  );
}
