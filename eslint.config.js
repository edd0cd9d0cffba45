import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * Which folder of app/ may import which (docs/architecture.md, "Folders").
 * Lower layers never reach up: platform knows no domain; auth, names and photos
 * know only platform; properties builds on those; site (SEO, sitemap, page
 * chrome) on properties; components and routes sit on top. `from` is relative
 * to app/; `except` is relative to `from`.
 */
const app = "./app";
const onlyFrom = (target, allowed) => ({
  target: `${app}/${target}`,
  from: app,
  except: allowed.map((folder) => `./${folder}`),
  message: `app/${target} may import only from ${allowed.map((f) => `app/${f}`).join(", ")}.`,
});
const layers = [
  // platform's inline stylesheet is the one file outside it that it reads.
  onlyFrom("platform", ["platform", "app.css"]),
  onlyFrom("auth", ["platform", "auth"]),
  onlyFrom("names", ["platform", "names"]),
  onlyFrom("photos", ["platform", "photos"]),
  // i18n (languages, catalogs, the translator) knows no domain: domains format their texts with it.
  onlyFrom("i18n", ["platform", "i18n"]),
  onlyFrom("properties", ["platform", "auth", "names", "photos", "i18n", "properties"]),
  onlyFrom("site", ["platform", "auth", "names", "photos", "i18n", "properties", "site"]),
  onlyFrom("leads", ["platform", "auth", "i18n", "properties", "leads"]),
  onlyFrom("enhance", ["enhance"]),
  {
    target: `${app}/components`,
    from: [`${app}/routes`, `${app}/root.tsx`],
    message: "Components never import routes or the root module: pass data down, or put the shared piece in a domain folder.",
  },
  {
    target: app,
    from: "./server",
    message: "app/ never imports the HTTP server (server/ wraps app/, not the other way round).",
  },
];

export default tseslint.config(
  { ignores: ["build*/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["app/**/*.{ts,tsx,js}", "server/**/*.{ts,js}", "scripts/**/*.ts", "bench/**/*.ts", "db/**/*.ts", "server.js"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layers }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
