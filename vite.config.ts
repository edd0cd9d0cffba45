import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { precompressAssets } from "./scripts/compress-assets.ts";
import reactRouterConfig from "./react-router.config.ts";

export default defineConfig({
  // The Express app is bundled with the routes so that the server and the
  // routes share one database connection and one configuration.
  environments: {
    ssr: {
      // `rollupOptions`, Vite 8's old name for `rolldownOptions`: React Router 7.18 reads the input there.
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled into the server, not loaded from node_modules at each start: Kysely is 304 modules
      // and Zod about a hundred, which Node took 0.2 s and 0.07 s of CPU to load one by one.
      resolve: { noExternal: ["kysely", "zod"] },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // precompressAssets: .br and .gz beside every client asset, sent as they are (server/precompressed-assets.ts).
  plugins: [tailwindcss(), reactRouter(), precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets"))],
});
