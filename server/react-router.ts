import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clientIpContext, cspNonceContext } from "~/platform/request-context";
import { fetchBodyOf } from "./body-limit";
import { clientIp } from "./client-address";
import { renderDuration } from "./metrics/registry";

/**
 * The one way into React Router: one request handler, fed by the page cache
 * (misses it keeps) and by Express (everything else), both with the same
 * request context.
 */
export interface ReactRouterEntry {
  /**
   * A GET rendered into a full Fetch Response, for the page cache to keep; HEAD too, so that it has a body to keep.
   * `url`: the path and query to render in place of the request's (the cache's canonical key).
   */
  render(req: ExpressRequest, cspNonce: string, url?: string): Promise<Response>;
  /** Answers any request through React Router, its scripts carrying `res.locals.cspNonce`. */
  handler: RequestHandler;
  /** Resolves once a production build is loaded (server.js listens after it); at once in development. */
  ready(): Promise<void>;
}

function requestContext(req: ExpressRequest, cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  context.set(clientIpContext, clientIp(req));
  return context;
}

/** Express 5's req.host follows X-Forwarded-Host only from a trusted proxy, as req.protocol does. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse | undefined, method = req.method, url = req.originalUrl): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (res) {
    // A visitor who leaves stops the work done for them.
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  // A form was read by server/body-limit.ts; any other body is the Node stream.
  if (method !== "GET" && method !== "HEAD") Object.assign(init, fetchBodyOf(req, headers));
  return new Request(`${req.protocol}://${req.host || "localhost"}${url}`, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed) throw error; // else the visitor left: nothing to report
  }
}

type Handle = ReturnType<typeof createRequestHandler>;

/**
 * Given a function, React Router imports the build and derives everything
 * from it (data routes, a static handler, the ranked route branches) on every
 * request, so that development sees each edit: 3–15 ms of every miss
 * (decision 026). A production build never changes: it is derived once, and
 * loaded at start rather than by the first request, which otherwise held the
 * event loop 80–90 ms evaluating React, React Router and every route module.
 */
function derivedOnce(build: () => Promise<ServerBuild>, mode: string): Handle & { ready(): Promise<void> } {
  let handle: Promise<Handle> | undefined;
  const load = () =>
    build().then(
      (loaded) => createRequestHandler(loaded, mode),
      (error: unknown) => {
        handle = undefined; // the next request tries again
        throw error;
      },
    );
  handle = load();
  handle.catch(() => {}); // reported to the request that awaits it
  const derived = async (request: Request, context?: Parameters<Handle>[1]) => {
    handle ??= load();
    return (await handle)(request, context);
  };
  return Object.assign(derived, { ready: () => (handle ??= load()).then(() => undefined) });
}

export function reactRouterEntry(build: () => Promise<ServerBuild>, mode: string | undefined): ReactRouterEntry {
  const derived = mode === "production" ? derivedOnce(build, mode) : undefined;
  const handleUntimed = derived ?? createRequestHandler(build, mode);
  const handle: typeof handleUntimed = async (request, context) => {
    const end = renderDuration.startTimer();
    try {
      return await handleUntimed(request, context);
    } finally {
      end();
    }
  };
  return {
    ready: () => derived?.ready() ?? Promise.resolve(),
    // The client's IP travels in the request context (requireAdmin's security log
    // reads it there), not in an AsyncLocalStorage: once used, that turns on async
    // hooks for every socket write and tick of the process, a sixth of a cache hit's CPU (issue 19),
    // on Node 20 and 22; Node 24 carries the store without hooks (decision 033), but nothing needs one.
    render: (req, cspNonce, url) => handle(toFetchRequest(req, undefined, "GET", url), requestContext(req, cspNonce)),
    handler: async (req, res, next) => {
      try {
        const response = await handle(toFetchRequest(req, res), requestContext(req, String(res.locals.cspNonce ?? "")));
        await send(res, response);
      } catch (error) {
        next(error);
      }
    },
  };
}
