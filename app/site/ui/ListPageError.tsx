import { isRouteErrorResponse } from "react-router";
import { NotFoundContent } from "./NotFoundContent";
import { PageMessage } from "~/components/PageMessage";
import { useI18n } from "~/i18n/context";

/**
 * ErrorBoundary body of every list page: a 404 stays a 404, anything else is the load failure of docs/product.md#messages.
 * `title`: the page's title, in the page's language; "Properties" (lists.properties) unless the list has a name of its own.
 */
export function ListPageError({ error, title }: { error: unknown; title?: string }) {
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent message={typeof error.data === "string" ? error.data : undefined} />;
  }
  return <PageMessage title={title ?? t("lists.properties")} message={t("lists.error.loadFailed")} />;
}
