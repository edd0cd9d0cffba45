import type { ReactNode } from "react";

/**
 * A white card with its heading (the section's accessible name) and an
 * optional line under it: the public forms (enquiry, viewing) and the admin's
 * panels. `level` 1 is a page's own heading; `compact` is the admin's tighter padding.
 */
export function Panel({
  headingId,
  id,
  title,
  intro,
  level = 2,
  compact = false,
  children,
}: {
  headingId: string;
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  level?: 1 | 2;
  compact?: boolean;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={headingId} id={id} className={`rounded-lg border border-stone-200 bg-white ${compact ? "p-4" : "p-5"} shadow-sm`}>
      <Heading id={headingId} className={level === 1 ? "text-2xl font-bold" : "text-lg font-semibold"}>
        {title}
      </Heading>
      {intro && <p className="mt-1 text-sm text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}
