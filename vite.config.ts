import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { precompressAssets } from "./scripts/compress-assets";
import reactRouterConfig from "./react-router.config";

export default defineConfig(({ isSsrBuild }) => ({
  // The Express app is bundled with the routes so that the server and the
  // routes share one database connection and one configuration.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // precompressAssets: .br and .gz beside every client asset, sent as they are (server/precompressed-assets.ts).
  plugins: [tailwindcss(), reactRouter(), precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets"))],
}));
