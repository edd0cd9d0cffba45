import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/platform/nonce";
import { InlineStyles } from "~/platform/inline-styles";
import { TopBar } from "~/site/ui/TopBar";
import { SiteFooter } from "~/site/ui/SiteFooter";
import { NotFoundContent } from "~/site/ui/NotFoundContent";
import { PageMessage } from "./components/PageMessage";
import { PageStatus } from "./components/PageStatus";
import { useHydrates } from "~/platform/hydration";
import publicPageScript from "./enhance/public-page.ts?worker&url";
import { getAdminUser } from "~/auth/session.server";
import { useRootData, type RootData } from "~/site/root-data";
import { siteIdentity } from "~/site/site-identity.server";
import { BrandStyles, brandFontLinks } from "~/site/ui/BrandStyles";
import { PRIVATE_NO_STORE } from "~/site/admin-page";
import { LANG_TAG, langOfPath } from "~/i18n/languages";
import { languageOffers, plainTexts } from "~/i18n/translator";
import { useI18n } from "~/i18n/context";
import { scriptTexts } from "~/i18n/script-text";
import { PageText } from "./components/PageText";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...brandFontLinks,
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getAdminUser(request);
  const { pathname } = new URL(request.url);
  const lang = langOfPath(pathname);
  const rootData = {
    ...(await siteIdentity()),
    signedIn: Boolean(user),
    lang,
    frameText: plainTexts(lang, "frame"),
    suggestText: languageOffers(),
    // The page script's texts: public pages only (the hydrated admin has no page script).
    scriptText: /^\/(admin|login)(\/|$)/.test(pathname) ? undefined : scriptTexts(lang),
  } satisfies RootData;
  // A public page rendered for the admin shows Admin and Logout: no cache may keep it.
  return user ? data(rootData, { headers: { "Cache-Control": PRIVATE_NO_STORE } }) : rootData;
}

/** Pages whose route sets no headers of its own (the public ones) take the root loader's. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The last element of a page's content: the first frame waits for it (see the `rel="expect"` link). */
const PAGE_END = "page-end";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrates = useHydrates();
  const root = useRootData();
  const brand = root?.brand;
  const { lang } = useI18n();
  return (
    <html lang={LANG_TAG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame is painted before the whole page is parsed, up to the PAGE_END mark after the footer (Chromium
            124+; others ignore it). On a slow link or a busy phone the parser stops mid-page, and a frame painted there
            moves when the rest comes: the top bar's links slide left as the menu after them arrives, a list's filters
            grow as their last fields come, a short page's footer rises as its last lines come. The mark is an empty
            element of its own because Chromium lets frames through once the named element is in, before its content.
            A page is one small HTML answer: waiting for its end costs no visible time. */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        <InlineStyles />
        <BrandStyles brand={brand} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col bg-stone-50 text-stone-900 antialiased">
        {children}
        <span id={PAGE_END} hidden />
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            {root?.scriptText ? <PageText lang={lang} text={root.scriptText} nonce={nonce || undefined} /> : null}
            {/* Modules are deferred: the page paints first, the script wires the gallery and the search after. */}
            <script type="module" src={publicPageScript} nonce={nonce || undefined} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <TopBar />
      <PageStatus />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("frame.notFound.title") : t("frame.error.title");
  // Never show a stack trace to a visitor; the server log has it.
  return (
    <>
      <TopBar />
      <main id="main" className="flex-1">
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        {notFound ? (
          <NotFoundContent message={typeof error.data === "string" ? error.data : undefined} />
        ) : (
          <PageMessage title={title} message={t("frame.error.message")} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
