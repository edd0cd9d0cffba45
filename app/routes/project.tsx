import { redirect } from "react-router";
import type { Route } from "./+types/project";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CardGrid } from "~/components/CardGrid";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ProjectFacts } from "~/components/project/ProjectFacts";
import { ResultsHeader } from "~/components/ResultsHeader";
import { locationPath } from "~/names/locations";
import { projectSlug, projectSlugPath as pathOf } from "~/names/projects";
import { formatRent, formatRM } from "~/properties/display/money";
import type { ProjectSummary } from "~/properties/projects";
import { projectSummary } from "~/properties/projects.server";
import { listByProject } from "~/properties/public-lists.server";
import { ListFilterBar } from "~/components/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { orNotFound } from "~/site/found";
import { breadcrumbJsonLd } from "~/site/listing-jsonld";
import { projectJsonLd } from "~/site/project-jsonld";
import { listPageMeta, pageUrl, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/**
 * /project/{slug} (decision 022): a project's Available units and what its
 * listings say about it. Another spelling of the slug ("M-Vertica",
 * "m vertica") is sent to the one address with a 301; a slug no listing
 * carries is the 404 page. A project whose units are all sold or rented
 * keeps its page (its listings' pages link here), saying none is available,
 * and is noindex like an empty location page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = projectSlug(params.slug);
  if (slug && slug !== params.slug) {
    const { search } = new URL(request.url);
    throw redirect(`${pathOf(slug)}${search}`, 301);
  }
  const project = orNotFound(await projectSummary(slug));
  const list = await loadFilteredList(request, (page, filters) => listByProject(slug, page, filters), {
    fixed: ["location"],
    place: () => project.name,
  });
  return { project, ...list };
}

function crumbs(project: ProjectSummary) {
  return [
    { name: "Available Properties", path: "/" },
    ...(project.location ? [{ name: project.location, path: locationPath(project.location) }] : []),
    { name: project.name, path: pathOf(project.slug) },
  ];
}

/** "3 units for sale from RM 650,000, 2 for rent from RM 2,300 / month": the share preview's line. */
function offerLine(p: ProjectSummary): string {
  const parts = [
    p.forSale > 0 && `${p.forSale} for sale${p.sale ? ` from ${formatRM(p.sale.min)}` : ""}`,
    p.forRent > 0 && `${p.forRent} for rent${p.rent ? ` from ${formatRent(p.rent.min)}` : ""}`,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "No units available right now";
}

export const meta = (args: Route.MetaArgs) => {
  const tags = listPageMeta(args, "404 - Page Not Found", ({ project, page }) => {
    const where = project.location ? `, ${project.location}` : "";
    const about = [project.developer && `by ${project.developer}`, project.tenures.join("/").toLowerCase()].filter(Boolean).join(", ");
    return {
      title: `${project.name}${where}: units for sale and rent${page > 1 ? ` (page ${page})` : ""}`,
      description: `${project.name}${where}${about ? ` (${about})` : ""}. ${offerLine(project)}, with photos and prices in RM.`,
      path: withPage(pathOf(project.slug), page),
      noindex: project.available === 0,
    };
  });
  if (args.error || !args.loaderData) return tags;
  const { siteUrl } = siteInfo(args.matches);
  const { project, items, page } = args.loaderData;
  return [
    ...tags,
    { "script:ld+json": projectJsonLd(project, items, siteUrl, pageUrl(siteInfo(args.matches), withPage(pathOf(project.slug), page))) },
    { "script:ld+json": breadcrumbJsonLd(siteInfo(args.matches), crumbs(project)) },
  ];
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const trail = crumbs(project);
  const base = pathOf(project.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb items={trail.map((c, i) => (i === trail.length - 1 ? { name: c.name } : c))} />
      <div className="mt-4">
        <ResultsHeader eyebrow={project.location ? `Project · ${project.location}` : "Project"} heading={project.name} total={total} capped={capped} />
      </div>
      <ProjectFacts project={project} />
      <h2 className="mt-8 text-xl font-semibold">Available units</h2>
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      {filtered && <p className="mt-3 text-stone-700">{line}</p>}
      <CardGrid items={items} empty={<p>No available properties found.</p>} headingLevel={3} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
