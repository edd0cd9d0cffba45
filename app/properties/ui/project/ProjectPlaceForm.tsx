import { Form } from "react-router";

/** The hint under the Project Names list: what a project's place is for (issue 30 item 1). */
export const PROJECT_PLACE_HINT =
  "Map Pin: paste a Google Maps or Waze link, or type coordinates such as 3.1510, 101.6655. The project's listings without a Map Pin of their own use it; saving measures their nearest stations again.";

/**
 * A project's place on the Project Names screen (decision 060): one small form
 * per project, so a save or a refusal touches that project only. `keep`: what
 * was typed when it was refused, shown again to be corrected.
 */
export function ProjectPlaceForm({ id, name, place, keep, answer }: { id: string; name: string; place: string; keep?: string; answer?: string }) {
  const inputId = `place-${id}`;
  return (
    // A phone gives it a row of its own under the name and Delete (flex-1 alone squeezed the box to 18 px there).
    <Form method="post" className="order-last flex min-w-0 basis-full items-center gap-2 sm:order-none sm:flex-1">
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={inputId} className="sr-only">
        Map Pin for {name}
      </label>
      <input
        // A new key after each answer shows what is stored (or, refused, what was typed).
        key={answer ?? "initial"}
        id={inputId}
        name="place"
        defaultValue={keep ?? place}
        placeholder="Map Pin: link or 3.1510, 101.6655"
        className="min-w-0 flex-1 rounded border border-stone-300 px-2 py-1 text-sm"
      />
      <button type="submit" className="rounded border border-brand-700 px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50">
        Save place
      </button>
    </Form>
  );
}
