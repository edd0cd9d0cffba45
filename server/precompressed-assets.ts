import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".wasm": "application/wasm",
};

const CODING = {
  br: /(?:^|,)\s*br\s*(?:;\s*q\s*=\s*([0-9.]+))?/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?/i,
};

/** Whether an Accept-Encoding header takes `coding`: "br;q=0" refuses it; anything else naming it accepts it. */
export function accepts(header: string | undefined, coding: "br" | "gzip"): boolean {
  const match = CODING[coding].exec(header ?? "");
  return Boolean(match) && (match![1] === undefined || Number(match![1]) > 0);
}

/**
 * Hashed build assets: their names change with their content, so they are
 * cached for a year as immutable. The build writes `.br` and `.gz` beside
 * each one (scripts/compress-assets.ts); a browser that accepts one gets it
 * as it is, with the original Content-Type and `Vary: Accept-Encoding`, and
 * the compression middleware leaves it alone (it is already encoded).
 */
export function hashedAssets(dir: string): RequestHandler[] {
  const serve = express.static(dir, {
    immutable: true,
    maxAge: "1y",
    index: false,
    fallthrough: true,
    setHeaders: (res) => res.setHeader("Vary", "Accept-Encoding"),
  });
  // Immutable files: whether a compressed twin exists never changes.
  const twins = new Map<string, { br: boolean; gzip: boolean }>();
  function twinsOf(file: string) {
    let found = twins.get(file);
    if (!found) {
      found = { br: fs.existsSync(`${file}.br`), gzip: fs.existsSync(`${file}.gz`) };
      if (twins.size < 10_000) twins.set(file, found);
    }
    return found;
  }
  const pickTwin: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    let file: string;
    try {
      file = path.join(dir, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next(); // malformed escape: let the static handler answer
    }
    if (!file.startsWith(dir + path.sep)) return next();
    const have = twinsOf(file);
    const header = req.headers["accept-encoding"] as string | undefined;
    const coding = have.br && accepts(header, "br") ? "br" : have.gzip && accepts(header, "gzip") ? "gzip" : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (!coding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", coding);
    req.url = `${req.path}${coding === "br" ? ".br" : ".gz"}`;
    next();
  };
  return [pickTwin, serve];
}

/**
 * The other files of the client build (favicon, robots, …), cached for an
 * hour. Only a request whose first path segment names one of them reaches
 * the disk: every page request used to cost a stat() and a 404 error object.
 */
export function publicFiles(dir: string): RequestHandler {
  const serve = express.static(dir, { maxAge: "1h", index: false });
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name !== "assets") : []);
  return (req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // not a file name of ours
    }
    return names.has(name) ? serve(req, res, next) : next();
  };
}
