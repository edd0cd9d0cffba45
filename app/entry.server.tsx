import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
// The edge build, not react-dom/server's Node build: that one runs every render
// inside an AsyncLocalStorage, and once one is used Node runs async hooks for
// every socket write and tick of the process, a sixth of a cached page's CPU
// (issue 19). On Node the edge build finds no global AsyncLocalStorage and uses none.
import { renderToReadableStream } from "react-dom/server.edge";
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
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <InlineStylesContext.Provider value={siteStyles}>
        <I18nProvider lang={lang} t={translator(lang)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </InlineStylesContext.Provider>
    </NonceContext.Provider>,
    {
      nonce: nonce || undefined,
      // A render still streaming after this is cut short (React Router's streamTimeout ends its promises first).
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are logged by React Router itself.
        if (shellRendered) logger.error({ err: error, url: request.url }, "render failed");
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
