import { data } from "react-router";

/** A page whose address names nothing we have (an unknown category or range): the 404 page, with its status. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data("The page you are looking for does not exist.", { status: 404 });
  return value;
}
