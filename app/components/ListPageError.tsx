import { isRouteErrorResponse } from "react-router";
import { NotFoundContent } from "./NotFoundContent";
import { PageMessage } from "./PageMessage";

/** ErrorBoundary body of every list page: a 404 stays a 404, anything else is the load failure of docs/product.md#messages. */
export function ListPageError({ error, title }: { error: unknown; title: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent message={typeof error.data === "string" ? error.data : undefined} />;
  }
  return <PageMessage title={title} message="Failed to load properties. Please try again later." />;
}
