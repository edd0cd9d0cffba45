import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The Express app is bundled with the routes so that the server and the
  // routes share one database connection and one configuration.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
