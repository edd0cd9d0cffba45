import { Link } from "react-router";
import { projectPath } from "~/names/projects";
import { useI18n } from "~/i18n/context";

/** A listing's project name, linking to the project's page (decision 022) in the page's language; plain text when the name has no page. */
export function ProjectLink({ name }: { name: string }) {
  const { path } = useI18n();
  const to = projectPath(name);
  if (!to) return <>{name}</>;
  return (
    <Link to={path(to)} className="font-medium text-brand-700 underline underline-offset-2">
      {name}
    </Link>
  );
}
