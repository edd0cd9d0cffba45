import { Link } from "react-router";
import { ConfirmButton } from "~/components/ConfirmButton";
import { duplicatePath } from "~/properties/paths";

/** Edit, Duplicate and Delete of one listing, as the table row and the phone card both offer them. */
export function RowActions({
  id,
  title,
  editHref,
  classes,
}: {
  id: string;
  title: string;
  editHref: (id: string) => string;
  classes: { edit: string; delete: string };
}) {
  return (
    <>
      <Link to={editHref(id)} aria-label={`Edit ${title}`} className={classes.edit}>
        Edit
      </Link>
      {/* A new listing pre-filled from this one (the next unit in the same building); nothing is saved until the agent adds it. */}
      <Link to={duplicatePath(id)} aria-label={`Duplicate ${title}`} className={classes.edit}>
        Duplicate
      </Link>
      <ConfirmButton
        label="Delete"
        accessibleLabel={`Delete ${title}`}
        question="Are you sure you want to delete this property?"
        fields={{ intent: "delete", id }}
        className={classes.delete}
      />
    </>
  );
}
