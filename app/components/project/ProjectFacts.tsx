import { Fragment } from "react";
import { formatRent, formatRM } from "~/properties/display/money";
import { malaysianYear } from "~/properties/display/facts";
import { completionText, type ProjectSummary, type Span } from "~/properties/projects";

/** "Condominium/Apartment/Flat" may break after a slash: a phone's half-width card is narrower than the word. */
function breakable(text: string) {
  return text.split("/").map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

const units = (n: number) => `${n} ${n === 1 ? "unit" : "units"}`;

function priceSpan(span: Span | null, format: (n: number) => string): string | null {
  if (!span) return null;
  return span.min === span.max ? format(span.min) : `${formatRM(span.min)} - ${format(span.max)}`;
}

/** One deal's line: "3 units · RM 650,000 - RM 1,200,000"; just the count when none gives a price. */
function dealLine(count: number, span: Span | null, format: (n: number) => string): string {
  const prices = priceSpan(span, format);
  return prices ? `${units(count)} · ${prices}` : units(count);
}

/**
 * What a project's listings say about it (decision 022), in the listing
 * page's fact cards: the deals on offer with their price range first, then
 * developer, completion, tenure and property types; facilities as the
 * listing page shows them. Facts no listing gives are left out.
 */
export function ProjectFacts({ project }: { project: ProjectSummary }) {
  const facts = [
    project.forSale > 0 && { label: "For sale", value: dealLine(project.forSale, project.sale, formatRM), wide: true },
    project.forRent > 0 && { label: "For rent", value: dealLine(project.forRent, project.rent, formatRent), wide: true },
    project.developer && { label: "Developer", value: project.developer },
    project.completion && { label: "Completion", value: completionText(project.completion, malaysianYear()) },
    project.tenures.length > 0 && { label: "Tenure", value: project.tenures.join(", ") },
    project.propertyTypes.length > 0 && {
      label: project.propertyTypes.length === 1 ? "Property Type" : "Property Types",
      value: project.propertyTypes.join(", "),
      wide: project.propertyTypes.length > 1,
    },
  ].filter((f): f is { label: string; value: string; wide?: boolean } => Boolean(f));
  if (facts.length === 0 && project.facilities.length === 0) return null;
  return (
    <section aria-label="About the project" className="mt-6 space-y-4">
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map((f) => (
            <div key={f.label} className={`min-w-0 rounded-lg border border-stone-200 bg-white p-3${f.wide ? " col-span-2 sm:col-span-1" : ""}`}>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{f.label}</dt>
              <dd className="mt-1 font-semibold break-words text-stone-900">{breakable(f.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {project.facilities.length > 0 && (
        <div>
          <h2 className="text-lg font-semibold">Facilities</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {project.facilities.map((f) => (
              <li key={f} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
                {f}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
