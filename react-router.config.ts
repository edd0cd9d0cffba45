import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' worth of work (or parallel test runs) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Request context as typed RouterContextProvider values (app/platform/request-context.ts).
    v8_middleware: true,
  },
} satisfies Config;
