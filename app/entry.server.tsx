import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
// The edge build, not react-dom/server's Node build: that one runs every render
// inside an AsyncLocalStorage, and once one is used Node runs async hooks for
// every socket write and tick of the process, a sixth of a cached page's CPU
// (issue 19; on Node 20 and 22: decision 033 for Node 24). Its renderToString also costs a
// third less CPU a miss than either stream (028). On Node the edge build uses no AsyncLocalStorage.
import { renderToReadableStream, renderToString } from "react-dom/server.edge";
import { hydratesAny } from "~/platform/hydration";
import { NonceContext } from "~/platform/nonce";
import { cspNonceContext } from "~/platform/request-context";
import { InlineStylesContext } from "~/platform/inline-styles";
import { siteStyles } from "~/platform/inline-styles.server";
import { logger } from "~/platform/logger.server";
import { I18nProvider } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/translator";

export const streamTimeout = 5_000;

/**
 * React Router's entry for runtimes with web streams (its Cloudflare and Deno
 * templates), plus the CSP nonce on every script React writes and the inline
 * stylesheet. Crawlers (WhatsApp, Facebook, Google) get the whole page at once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  requestContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = requestContext.get(cspNonceContext);
  // The language is the path's: /ms/… and /zh/… (issue 15); the admin and everything else English.
  const lang = langOfPath(new URL(request.url).pathname);
  const page = (
    <NonceContext.Provider value={nonce}>
      <InlineStylesContext.Provider value={siteStyles}>
        <I18nProvider lang={lang} t={translator(lang)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </InlineStylesContext.Provider>
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  if (!hydratesAny(handles)) {
    // A public page is never hydrated (decision 013) and has nothing to wait
    // for: rendered to one string, it costs a third less CPU than the stream
    // the page cache would read back whole (the edge build encodes every piece
    // of text on its own), and a miss is what the first visitor after a save waits for.
    return new Response(`<!DOCTYPE html>${renderToString(page)}`, { headers: responseHeaders, status: responseStatusCode });
  }
  let shellRendered = false;
  const body = await renderToReadableStream(page, {
    nonce: nonce || undefined,
    // A render still streaming after this is cut short (React Router's streamTimeout ends its promises first).
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell is ready are logged by React Router itself.
      if (shellRendered) logger.error({ err: error, url: request.url }, "render failed");
    },
  });
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
