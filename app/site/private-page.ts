import { PRIVATE_NO_STORE } from "./admin-page";

/** What a page about one visitor's own request answers with (a form's reply, a signed link's page): kept by no cache. */
export const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

/** A form page's `headers`: the action's when it set its own Cache-Control (a reply), else the loader's. */
export function actionOrLoaderHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
