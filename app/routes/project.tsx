import { redirect } from "react-router";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import type { Route } from "./+types/project";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ListPageError } from "~/site/ui/ListPageError";
import { ProjectFacts } from "~/properties/ui/project/ProjectFacts";
import { ResultsHeader } from "~/properties/ui/lists/ResultsHeader";
import { locationPath } from "~/names/locations";
import { projectSlug, projectSlugPath as pathOf } from "~/names/projects";
import { formatRM, rentText } from "~/properties/display/money";
import { optionLabel } from "~/properties/display/field-text";
import { type ProjectSummary } from "~/properties/projects";
import { projectSummary } from "~/properties/projects.server";
import { listByProject } from "~/properties/public-lists.server";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { orNotFound } from "~/site/found";
import { breadcrumbJsonLd } from "~/site/listing-jsonld";
import { projectJsonLd } from "~/site/project-jsonld";
import { listPageMeta, pageUrl, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { translator, type Translate } from "~/i18n/translator";

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

/** The trail, with English paths (the Breadcrumb and the JSON-LD put them in the page's language). */
function crumbs(t: Translate, project: ProjectSummary) {
  return [
    { name: t("lists.home.title"), path: "/" },
    ...(project.location ? [{ name: project.location, path: locationPath(project.location) }] : []),
    { name: project.name, path: pathOf(project.slug) },
  ];
}

/** "3 for sale from RM 650,000, 2 for rent from RM 2,300 / month": the share preview's line. */
function offerLine(t: Translate, p: ProjectSummary): string {
  const parts = [
    p.forSale > 0 &&
      (p.sale
        ? t("lists.project.offerSaleFrom", { count: String(p.forSale), price: formatRM(p.sale.min) })
        : t("lists.project.offerSale", { count: String(p.forSale) })),
    p.forRent > 0 &&
      (p.rent
        ? t("lists.project.offerRentFrom", { count: String(p.forRent), price: rentText(t, p.rent.min) })
        : t("lists.project.offerRent", { count: String(p.forRent) })),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(t("lists.line.separator")) : t("lists.project.noneAvailable");
}

export const meta = (args: Route.MetaArgs) => {
  const { siteUrl, lang } = siteInfo(args.matches);
  const t = translator(lang);
  const tags = listPageMeta(args, t("frame.notFound.title"), ({ project, page }) => {
    const where = project.location ? `, ${project.location}` : "";
    const tenures = project.tenures.map((v) => optionLabel(t, v)).join("/").toLowerCase();
    const about = [project.developer && t("lists.project.byDeveloper", { developer: project.developer }), tenures]
      .filter(Boolean)
      .join(t("lists.line.separator"));
    const title = t("lists.project.title", { project: `${project.name}${where}` });
    return {
      title: page > 1 ? t("lists.paged", { title, page: String(page) }) : title,
      description: about
        ? t("lists.project.descriptionAbout", { project: `${project.name}${where}`, about, offer: offerLine(t, project) })
        : t("lists.project.description", { project: `${project.name}${where}`, offer: offerLine(t, project) }),
      path: withPage(pathOf(project.slug), page),
      noindex: project.available === 0,
    };
  });
  if (args.error || !args.loaderData) return tags;
  const { project, items, page } = args.loaderData;
  const here = pageUrl(siteInfo(args.matches), withPage(pathOf(project.slug), page));
  return [
    ...tags,
    { "script:ld+json": projectJsonLd({ t, lang }, project, items, siteUrl, here) },
    { "script:ld+json": breadcrumbJsonLd(siteInfo(args.matches), crumbs(t, project)) },
  ];
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const { t } = useI18n();
  const trail = crumbs(t, project);
  const base = pathOf(project.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb items={trail.map((c, i) => (i === trail.length - 1 ? { name: c.name } : c))} />
      <div className="mt-4">
        <ResultsHeader
          eyebrow={project.location ? `${t("lists.project.eyebrow")} · ${project.location}` : t("lists.project.eyebrow")}
          heading={project.name}
          total={total}
          capped={capped}
        />
      </div>
      <ProjectFacts project={project} />
      <h2 className="mt-8 text-xl font-semibold">{t("lists.project.availableUnits")}</h2>
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      {filtered && <p className="mt-3 text-stone-700">{line}</p>}
      <CardGrid items={items} empty={<p>{t("lists.results.none")}</p>} headingLevel={3} />
      <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} />;
}
