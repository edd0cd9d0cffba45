import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";

const DEBOUNCE_MS = 300;

/**
 * Spec §2 search box. A plain GET form (works without JavaScript); with
 * JavaScript the results follow the typing, replacing the history entry so
 * Back does not walk through every keystroke.
 */
export function SearchBox({ q, action }: { q: string; action: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward to another query: show it, unless the visitor is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(e: React.ChangeEvent<HTMLInputElement>) {
    const value = e.currentTarget.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      navigate(value ? `${action}?q=${encodeURIComponent(value)}` : action, {
        replace: true,
        preventScrollReset: true,
      });
    }, DEBOUNCE_MS);
  }

  return (
    <Form method="get" action={action} role="search" className="mt-4 w-full max-w-[500px]">
      <label htmlFor="q" className="sr-only">
        Search properties
      </label>
      <input
        ref={input}
        id="q"
        name="q"
        type="search"
        defaultValue={q}
        onChange={onChange}
        placeholder="ID, Title, Project, Location..."
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded border border-stone-400 bg-white px-3 py-2 placeholder:text-stone-600"
      />
    </Form>
  );
}
