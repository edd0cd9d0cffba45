import { Form, useSubmit } from "react-router";
import { STATUSES } from "~/properties/model/property";

/**
 * One-tap changes from the Property Manager. Each is a small form posting to the
 * list route's action (intents `status` and `featured`), which writes only that
 * column, so an edit someone has open elsewhere keeps its other fields.
 */

const pill = "rounded-full border px-3 py-1.5 text-sm font-medium";
const on = "border-brand-700 bg-brand-700 text-white";
const off = "border-stone-300 bg-white text-stone-800 hover:bg-stone-100";

/** The phone list's status: every status a button, the current one pressed. */
export function StatusButtons({ id, title, status }: { id: string; title: string; status: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      {/* The group on a <div>: a <form> may not take role="group" (axe aria-allowed-role). */}
      <div role="group" aria-label={`Status of ${title}`} className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <button key={s} type="submit" name="status" value={s} aria-pressed={s === status} className={`${pill} ${s === status ? on : off}`}>
            {s}
          </button>
        ))}
      </div>
    </Form>
  );
}

/** The table's status: a select that saves as soon as another status is picked. */
export function StatusSelect({ id, title, status }: { id: string; title: string; status: string }) {
  const submit = useSubmit();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <select
        name="status"
        aria-label={`Status of ${title}`}
        defaultValue={status}
        // The key re-renders it when the saved status comes back, so it never shows an unsaved choice.
        key={status}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        // 8rem, not the longest option's width: at 1366 px the table then fits without scrolling to Actions.
        className="w-32 rounded border border-stone-300 bg-white px-2 py-1"
      >
        {STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
    </Form>
  );
}

/** Featured on or off. The button's name stays the same; whether it is on is its pressed state. */
export function FeaturedToggle({ id, title, featured, compact }: { id: string; title: string; featured: boolean; compact?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="featured" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="featured" value={featured ? "0" : "1"} />
      <button type="submit" aria-pressed={featured} className={compact ? `rounded px-2 py-1 hover:bg-stone-100 ${featured ? "font-semibold" : ""}` : `${pill} ${featured ? on : off}`}>
        {compact ? (
          // The table's column reads "Yes"/"No" (docs/product.md#property-manager).
          <>
            <span aria-hidden="true">{featured ? "Yes" : "No"}</span>
            <span className="sr-only">Featured: {title}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">{featured ? "★ " : "☆ "}</span>Featured<span className="sr-only">: {title}</span>
          </>
        )}
      </button>
    </Form>
  );
}
