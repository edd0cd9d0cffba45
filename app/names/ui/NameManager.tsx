import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmButton } from "~/components/ConfirmButton";
import { Toasts } from "~/components/Toasts";
import { NAME_LIST_WORDS, nameMessages, type NameActionResult, type NameEntry, type NameListKind } from "~/names/name-lists";

/** The whole screen of /admin/locations and /admin/project-names. */
export function NameManager({
  kind,
  names,
  loadError,
  result,
  rowExtra,
  hint,
  toasts = [],
}: {
  kind: NameListKind;
  names: NameEntry[];
  loadError: string | null;
  result: NameActionResult | undefined;
  /** More on each name's row (a project's place, decision 060), between the name and Delete. */
  rowExtra?: (entry: NameEntry) => ReactNode;
  /** A line under the list. */
  hint?: string;
  /** Answers of the rows' own forms. */
  toasts?: (NameActionResult["toast"] | undefined)[];
}) {
  const words = NAME_LIST_WORDS[kind];
  const messages = nameMessages(words);
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const inputId = `new-${kind}`;
  return (
    <>
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <Form method="post" className="mt-6 flex max-w-lg gap-2">
        <input type="hidden" name="intent" value="add" />
        <label htmlFor={inputId} className="sr-only">
          {words.fieldLabel}
        </label>
        <input
          // A new key after every answer resets the box (docs/product.md#validation: a duplicate clears the input).
          key={result?.id ?? "initial"}
          id={inputId}
          name="name"
          defaultValue={result?.keep ?? ""}
          placeholder={words.placeholder}
          className="flex-1 rounded border border-stone-300 px-3 py-2"
        />
        <button
          type="submit"
          disabled={adding}
          className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {words.addLabel}
        </button>
      </Form>
      {loadError ? (
        <p role="alert" className="mt-6 rounded bg-red-50 px-3 py-2 text-red-800">
          {loadError}
        </p>
      ) : names.length === 0 ? (
        <p className="mt-6 text-stone-600">{words.empty}</p>
      ) : (
        <ul
          aria-label={words.title.replace("Manage ", "")}
          className={`mt-6 max-h-[400px] ${rowExtra ? "max-w-3xl" : "max-w-lg"} divide-y divide-stone-200 overflow-y-auto rounded border border-stone-200 bg-white`}
        >
          {names.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
              <span>{n.name}</span>
              {rowExtra?.(n)}
              <ConfirmButton
                label="Delete"
                accessibleLabel={`Delete ${n.name}`}
                question={messages.confirmDelete(n.name)}
                fields={{ intent: "delete", id: n.id }}
                className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
              />
            </li>
          ))}
        </ul>
      )}
      {hint && <p className="mt-2 max-w-lg text-sm text-stone-600">{hint}</p>}
      <Toasts toasts={[result?.toast, ...toasts]} />
    </>
  );
}
