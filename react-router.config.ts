import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' worth of work (or parallel test runs) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router v8's behaviour, adopted now (https://reactrouter.com/v7/upgrading/future).
  future: {
    // Request context as typed values (app/platform/request-context.ts), filled by server/react-router.ts.
    v8_middleware: true,
    // clientLoader/HydrateFallback in chunks of their own; only the admin's hydrated routes have client code.
    v8_splitRouteModules: true,
    // Builds through Vite's Environment API: the server entry is set on the ssr environment (vite.config.ts).
    v8_viteEnvironmentApi: true,
    // `/a/` fetches its data from `/a/_.data`, `/a` from `/a.data`: the page cache keys them apart as before.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: loaders read request.url (search terms, page numbers, the not-found path), and with
    // pass-through they would see the `.data` suffix and `_routes` parameter of data requests.
    v8_passThroughRequests: false,
  },
} satisfies Config;
