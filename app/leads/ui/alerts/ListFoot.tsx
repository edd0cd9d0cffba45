import { AlertForm } from "./AlertForm";
import { Pagination } from "~/components/Pagination";

/**
 * The foot of every public list (home, search, category, location, price
 * range, project, station): its page links, then "Alert me", which sits under
 * every list (docs/product.md#alerts). One place, so no list loses its alert
 * form or shows it above its pages; it lives with the alerts because that rule
 * is theirs.
 */
export function ListFoot({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  return (
    <>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      <AlertForm />
    </>
  );
}
