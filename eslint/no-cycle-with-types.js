import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * import-x/no-cycle skips `import type`, so two modules that need each other's
 * types form a cycle it never reports. This rule follows every import and
 * re-export, type-only ones included, resolved as TypeScript resolves them
 * (tsconfig.json's `~/*` paths), and reports a module that reaches itself.
 * Only our own files are followed: node_modules and React Router's generated
 * route types (.react-router/, which import their route back) are leaves.
 */
const configFile = ts.findConfigFile(process.cwd(), ts.sys.fileExists, "tsconfig.json");
const parsed = configFile
  ? ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, path.dirname(configFile))
  : { options: {} };
const host = ts.createCompilerHost(parsed.options);
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (f) => f, parsed.options);

/** Imports of a file, by its path and modification time, so an editor's long-lived process sees edits. */
const known = new Map();

function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = known.get(file);
  if (cached && cached.mtime === mtime) return cached.deps;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, false);
  const deps = [];
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName.replace(/\?.*$/, ""), file, parsed.options, host, resolutionCache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || /[/\\](node_modules|\.react-router)[/\\]/.test(resolved.resolvedFileName)) continue;
    if (!/\.(ts|tsx|js|mjs)$/.test(resolved.resolvedFileName) || resolved.resolvedFileName.endsWith(".d.ts")) continue;
    deps.push({ spec: fileName, file: path.resolve(resolved.resolvedFileName) });
  }
  known.set(file, { mtime, deps });
  return deps;
}

/** A path of imports from `start` back to `start`, or null. */
function cycleFrom(start) {
  const seen = new Set();
  const stack = importsOf(start).map((d) => ({ file: d.file, route: [d.spec] }));
  while (stack.length) {
    const { file, route } = stack.pop();
    if (file === start) return route;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const d of importsOf(file)) stack.push({ file: d.file, route: [...route, path.relative(process.cwd(), d.file)] });
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No import cycle, type-only imports included" },
    messages: { cycle: "Import cycle (type-only imports included): {{route}} → back here." },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      "Program:exit"(node) {
        const route = cycleFrom(path.resolve(file));
        if (route) context.report({ node, messageId: "cycle", data: { route: route.join(" → ") } });
      },
    };
  },
};
