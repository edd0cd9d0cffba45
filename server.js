// Entry point of `npm start`: build if needed, validate configuration,
// migrate and seed, then serve; on SIGTERM finish in-flight requests (5 s at
// most), write the counts kept in memory and close the database cleanly.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./server/ensure-build.js";
import { gracefulClose } from "./server/graceful-close.js";

// The validated configuration lives inside the app this decides how to load,
// so NODE_ENV (and HOST below) are read and set here, before it exists.
const development = process.env.NODE_ENV === "development";
let mod;
let viteDevServer;

if (development) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  mod = await viteDevServer.ssrLoadModule("./server/app.ts");
} else {
  // The production builds of React and React Router need NODE_ENV=production;
  // a plain `npm start` on a laptop still listens on 127.0.0.1 only.
  if (!process.env.NODE_ENV) {
    process.env.HOST ??= "127.0.0.1";
    process.env.NODE_ENV = "production";
  }
  const buildDir = ensureBuild();
  mod = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);
}

let env;
try {
  env = mod.loadConfig();
} catch (error) {
  if (error?.name === "EnvError" || error?.constructor?.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

try {
  await mod.startup();
} catch (error) {
  console.error(`Could not start: ${error?.message ?? error}`);
  process.exit(1);
}

let listener;
if (viteDevServer) {
  const express = (await import("express")).default;
  listener = express();
  listener.use(viteDevServer.middlewares);
  listener.use(mod.createApp({ clientDir: "public" }));
} else {
  // Cached public pages are answered before Express sees the request (server/app.ts).
  listener = mod.createRequestListener();
  // The build's modules are evaluated before the first visitor, not during their request.
  await listener.ready();
}

// Development too: one host name, one session cookie (production's listener does this itself).
const server = http.createServer(viteDevServer ? mod.onSiteHost(env.SITE_URL, listener) : listener);
// A load balancer or proxy keeps its connections to us open for reuse (AWS's
// ALB 60 s, nginx's upstream keepalive 60 s). Node's default of 5 s closed them
// first, and a request the balancer sent on a connection we were closing came
// back as a 502. So we hold an idle connection longer than they do; the header
// timeout must exceed it or Node cuts a kept connection before its next request.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const closeServer = gracefulClose(server);
server.listen(env.PORT, env.HOST, () => {
  const { port } = server.address();
  // The address to open is SITE_URL's: another host name of this server redirects there.
  console.log(`Listening on ${env.SITE_URL} (${env.HOST}:${port})`);
});
// Prometheus metrics on a port of their own, when asked for (docs/deploy.md#metrics).
if (env.METRICS_PORT) mod.serveMetricsOn(env.METRICS_PORT, env.METRICS_HOST, env.METRICS_TOKEN);
server.on("error", (error) => {
  console.error(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
  process.exit(1);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests`);
  // In-flight requests get 5 s; a client still holding a connection then is
  // cut (server/graceful-close.js), so that the counts in memory are written
  // and the database closed whatever a client does. Under the 10 s a
  // container manager waits before SIGKILL. The timer below is for a shutdown
  // that hangs itself (a database that never answers).
  const force = setTimeout(() => {
    console.error("Shutdown still running after 9 s: exiting without closing the database");
    process.exit(1);
  }, 9_000);
  force.unref();
  await closeServer(5_000);
  await mod.shutdown();
  await viteDevServer?.close();
  console.log("Stopped cleanly");
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
