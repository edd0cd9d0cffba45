/**
 * How many page renders (page-cache misses) one client may cause: a token
 * bucket per client IP. A cached page costs microseconds, a render
 * milliseconds of the one event loop every visitor shares, and any distinct
 * URL (`/search?q=…`, `?page=…`) is a new render: without a limit one client
 * could keep the server busy rendering pages nobody else will ask for.
 *
 * Kept in memory, per instance, not in the database: it is checked on every
 * miss, before a render, and a database round trip there would cost about
 * what it protects. Behind a load balancer each instance allows its own
 * share, which bounds each instance's work — the point of the limit.
 * Bounded: at most `maxClients` buckets, the least recently seen dropped first
 * (a client forgotten that way starts again with a full bucket).
 */
export interface RenderLimitOptions {
  /** Renders allowed at once, after a pause. */
  burst: number;
  /** Renders allowed per second, sustained. */
  perSecond: number;
  maxClients: number;
}

/** The defaults: a visitor clicking around never meets it; a script asking for distinct URLs as fast as it can does after 30. */
export const RENDER_LIMIT: RenderLimitOptions = { burst: 30, perSecond: 5, maxClients: 10_000 };

export type RenderVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function renderLimit(options: RenderLimitOptions = RENDER_LIMIT, now: () => number = Date.now) {
  // Insertion order = least recently seen first.
  const buckets = new Map<string, { tokens: number; at: number }>();

  return function take(client: string): RenderVerdict {
    const time = now();
    const old = buckets.get(client);
    const tokens = old ? Math.min(options.burst, old.tokens + ((time - old.at) / 1000) * options.perSecond) : options.burst;
    buckets.delete(client);
    if (tokens < 1) {
      buckets.set(client, { tokens, at: time });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / options.perSecond)) };
    }
    buckets.set(client, { tokens: tokens - 1, at: time });
    if (buckets.size > options.maxClients) buckets.delete(buckets.keys().next().value!);
    return { allowed: true };
  };
}

/** What a limited client reads, with `Retry-After`. */
export const RENDER_LIMITED_MESSAGE = "Too many pages requested at once. Please wait a moment and try again.\n";
