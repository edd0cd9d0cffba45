import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import noCycleWithTypes from "./eslint/no-cycle-with-types.js";

/**
 * Which folder of app/ may import which (docs/architecture.md, "Folders";
 * decision 035). Lower layers never reach up: platform knows no domain; auth,
 * names and photos know only platform; properties builds on those; site (SEO,
 * sitemap, page chrome) on properties; routes sit on top. Each domain keeps its
 * screens and widgets in its own `ui/` folder: a domain's UI may use its own
 * domain, the layers below it and the shared primitives of app/components, never
 * another domain's UI (a route composes them); a domain's logic never imports UI.
 * `from` is relative to app/; `except` is relative to `from`.
 */
const app = "./app";
const onlyFrom = (target, allowed) => ({
  target: `${app}/${target}`,
  from: app,
  except: allowed.map((folder) => `./${folder}`),
  message: `app/${target} may import only from ${allowed.map((f) => `app/${f}`).join(", ")}.`,
});
/** The domains, each with the folders it may import (itself included). */
const domains = {
  auth: ["platform", "auth"],
  names: ["platform", "names"],
  photos: ["platform", "photos"],
  // i18n (languages, catalogs, the translator) knows no domain: domains format their texts with it.
  i18n: ["platform", "i18n"],
  // place: the rail stations, distances and a listing's point; knows no other domain.
  place: ["platform", "place"],
  properties: ["platform", "auth", "names", "photos", "i18n", "place", "properties"],
  // The cost calculators (issue 31): rates and figures, their forms; the site keys their page's cache.
  costs: ["platform", "i18n", "properties", "costs"],
  site: ["platform", "auth", "names", "photos", "i18n", "place", "properties", "costs", "site"],
  leads: ["platform", "auth", "i18n", "properties", "leads"],
};
const uiOf = (domain) => `${app}/${domain}/ui`;
/** A domain's logic: every file of the domain outside its ui/ folder. */
const logicOf = (domain) => [`${app}/${domain}/*.*`, `${app}/${domain}/!(ui)/**`];
const domainZones = Object.entries(domains).flatMap(([domain, allowed]) => [
  // The domain and its UI: the layers below, and the shared primitives (for its UI).
  onlyFrom(domain, [...allowed, "components"]),
  {
    target: `${app}/${domain}`,
    from: Object.keys(domains).filter((other) => other !== domain).map(uiOf),
    message: `app/${domain} never imports another domain's UI: the route composes them (decision 035).`,
  },
  {
    target: logicOf(domain),
    from: [uiOf(domain), `${app}/components`],
    message: `app/${domain}'s logic never imports UI: the UI imports the logic (decision 035).`,
  },
]);
const layers = [
  // platform's inline stylesheet is the one file outside it that it reads.
  onlyFrom("platform", ["platform", "app.css"]),
  ...domainZones,
  // The public pages' script entry registers the widgets' enhancers (rules below: nothing else).
  // Shared chrome and primitives (buttons, dialogs, toasts, page messages): no domain in them.
  onlyFrom("components", ["platform", "i18n", "components"]),
  {
    target: app,
    from: "./server",
    message: "app/ never imports the HTTP server (server/ wraps app/, not the other way round).",
  },
  {
    target: "./server",
    from: [`${app}/routes`, `${app}/root.tsx`, `${app}/components`, ...Object.keys(domains).map(uiOf)],
    message: "server/ wraps the app through React Router's build: it never reaches into a route, the root module or UI.",
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
    plugins: { "import-x": importX, local: { rules: { "no-cycle-with-types": noCycleWithTypes } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // Import cycles: the local rule follows every import, re-export and import(), type-only ones
      // included, so it reports every cycle import-x/no-cycle did (which skips `import type`) and more.
      // import-x/no-cycle is not run beside it: it was over half of the lint's time (8.5 of 15 s of rules).
      "local/no-cycle-with-types": "error",
      "import-x/no-restricted-paths": ["error", { zones: layers }],
    },
  },
  {
    // The page script (decision 036): what public pages run is plain DOM code. No React, no
    // component, no server module and no ICU catalog may be pulled into its bundle.
    files: ["app/enhance/**/*.ts", "app/**/*.enhance.ts", "app/components/page-script.ts", "app/properties/shortlist.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "react/*", "@react-router/*"], message: "The page script runs without React (decision 036)." },
            { group: ["**/*.server", "**/[A-Z]*", "~/i18n/context", "~/i18n/catalogs", "~/i18n/translator"], message: "The page script imports enhancers and plain logic only: no component, server module or catalog (decision 036).", caseSensitive: true },
          ],
        },
      ],
    },
  },
  {
    files: ["app/enhance/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!.*\\.enhance$)", message: "app/enhance registers the widgets' *.enhance.ts modules and nothing else (decision 036)." }] },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
