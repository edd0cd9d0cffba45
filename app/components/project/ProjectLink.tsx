import { Link } from "react-router";
import { projectPath } from "~/names/projects";

/** A listing's project name, linking to the project's page (decision 022); plain text when the name has no page. */
export function ProjectLink({ name }: { name: string }) {
  const path = projectPath(name);
  if (!path) return <>{name}</>;
  return (
    <Link to={path} className="font-medium text-brand-700 underline underline-offset-2">
      {name}
    </Link>
  );
}
