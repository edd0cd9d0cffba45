import { Form } from "react-router";
import { HOT_FACTOR, HOT_FLOOR } from "~/leads/hot-leads";

/** Settings → Notifications: be told when a listing is hot (issue 32 item 4). A plain form: it works before the page's script runs. */
export function HotLeadsChoice({ on }: { on: boolean }) {
  return (
    <Form method="post" action="/admin/settings/notifications" className="mt-5" key={String(on)}>
      <input type="hidden" name="intent" value="hot-leads" />
      <h3 className="font-semibold">Hot listings</h3>
      <label className="mt-2 flex min-h-6 items-start gap-2 text-sm">
        <input type="checkbox" name="hot_leads" defaultChecked={on} className="mt-0.5 size-5 shrink-0" />
        <span>
          Tell me when a listing is hot: its views today reach {HOT_FACTOR} times its daily average of the last 7 days (at least {HOT_FLOOR.views}), or its
          WhatsApp taps do (at least {HOT_FLOOR.whatsapp_taps}). Once a day per listing, by e-mail and on the devices turned on above.
        </span>
      </label>
      <button type="submit" className="mt-2 rounded border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-50">
        Save
      </button>
    </Form>
  );
}
