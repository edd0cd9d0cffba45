/** npm run bench's phases: hits three ways, misses at two sizes, the sitemap's loop delay. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningServer } from "../../tests/e2e/server-process";
import { longestDelay, longestTurnCpu, probeLine } from "../probe";
import { HIT_PAGES } from "./pages";
import { rawBody, startNginx, startPlain } from "./servers";
import { connections, duration, type Encoding, ENCODINGS, large, loadAverage, missDuration } from "./settings";
import { type Figures, wrk } from "./wrk";

// ---------- the three phases ----------

export interface HitRow {
  page: string;
  encoding: Encoding;
  bytes: number;
  ours: Figures;
  plain: Figures;
  nginx?: Figures;
}

export async function benchHits(ours: RunningServer, pages: Record<string, string>, nginxBinary: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  // The bytes ours sends, captured once per page and encoding, for the other two to send.
  for (const name of HIT_PAGES) {
    const url = ours.url + pages[name];
    await rawBody(url, ENCODINGS.br); // the miss that keeps it
    const file = path.join(dir, `${name.replace(/\W+/g, "-")}.html`);
    const identity = await rawBody(url, ENCODINGS.identity);
    const gzip = await rawBody(url, ENCODINGS.gzip);
    const br = await rawBody(url, ENCODINGS.br);
    if (identity.cache !== "hit" || gzip.encoding !== "gzip" || br.encoding !== "br") {
      throw new Error(`${url}: expected a kept page in every encoding (got ${identity.cache}, ${gzip.encoding}, ${br.encoding})`);
    }
    fs.writeFileSync(file, identity.body);
    fs.writeFileSync(`${file}.gz`, gzip.body);
    fs.writeFileSync(`${file}.br`, br.body);
  }
  const plain = await startPlain(dir);
  const nginx = await startNginx(nginxBinary, dir);
  const rows: HitRow[] = [];
  try {
    for (const name of HIT_PAGES) {
      const file = `/${name.replace(/\W+/g, "-")}.html`;
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        const run = (url: string, pid: number | undefined) =>
          wrk(url, { encoding: ENCODINGS[encoding], connections, seconds: duration, serverPid: pid });
        // Back to back, so that the row's figures see the machine in the same state.
        const row: HitRow = {
          page: name,
          encoding,
          bytes: 0,
          ours: await run(ours.url + pages[name], ours.process.pid),
          plain: await run(plain.url + file, plain.pid),
          // nginx sends no brotli without a module Debian does not ship.
          nginx: encoding === "br" ? undefined : await run(nginx.url + file, nginx.pid),
        };
        row.bytes = Math.round(row.ours.bytes);
        rows.push(row);
        console.log(
          `  ${name} ${encoding}: ours ${row.ours.rps.toFixed(0)}, plain node ${row.plain.rps.toFixed(0)}, nginx ${row.nginx?.rps.toFixed(0) ?? "-"} req/s (load average ${loadAverage()})`,
        );
      }
    }
  } finally {
    await plain.stop();
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export interface MissRow {
  page: string;
  url: string;
  small: Figures;
  big?: Figures;
  /** Longest event-loop delay in the 100k server during this page's misses (wall), and its longest turn (CPU). */
  loopMs?: number;
  turnCpuMs?: number;
  /** Cards (<article>s) on the page at each size: a ratio compares like with like only when they match. */
  cards: { small: number; big?: number };
}

export async function benchMisses(small: RunningServer, smallPages: Record<string, string>, big: RunningServer | undefined, bigPages: Record<string, string>) {
  const rows: MissRow[] = [];
  const cards = new Map<string, number>();
  const run = (server: RunningServer, url: string) =>
    wrk(server.url + url, { encoding: ENCODINGS.br, connections: 1, seconds: missDuration, miss: true, serverPid: server.process.pid });
  // Warm: every route's code loaded and compiled by the JIT before anything is
  // timed (else the first page measured pays for it: 100+ ms at p50).
  for (let i = 0; i < 10; i++) {
    for (const name of Object.keys(smallPages)) {
      for (const [server, url] of [[small, smallPages[name]], ...(big ? [[big, bigPages[name]]] : [])] as [RunningServer, string][]) {
        const res = await fetch(`${server.url}${url}${url.includes("?") ? "&" : "?"}warm=${i}`, { redirect: "manual" });
        const html = await res.text();
        if (i === 0) cards.set(`${server.url}${url}`, html.split("<article").length - 1);
        // A redirect or a 404 would measure something cheaper than the page.
        if (res.status !== 200) throw new Error(`${server.url}${url} answered ${res.status}: not a page to measure`);
      }
    }
  }
  for (const name of Object.keys(smallPages)) {
    const s = await run(small, smallPages[name]!);
    let b: Figures | undefined;
    let loopMs: number | undefined;
    let turnCpuMs: number | undefined;
    let line = "";
    if (big) {
      await probeLine(big);
      b = await run(big, bigPages[name]!);
      line = await probeLine(big);
      loopMs = longestDelay(line);
      turnCpuMs = longestTurnCpu(line);
    }
    const shown = { small: cards.get(`${small.url}${smallPages[name]}`) ?? 0, big: big ? cards.get(`${big.url}${bigPages[name]}`) : undefined };
    rows.push({ page: name, url: bigPages[name] ?? smallPages[name]!, small: s, big: b, loopMs, turnCpuMs, cards: shown });
    console.log(
      `  ${name}: p95 ${s.p95.toFixed(1)} ms @100, ${b ? `${b.p95.toFixed(1)} ms @${large}` : "-"}; cards ${shown.small}/${shown.big ?? "-"}; longest loop delay ${loopMs?.toFixed(1) ?? "-"} ms (load average ${loadAverage()})${process.env.BENCH_PROBE ? `\n    probe: ${line}` : ""}`,
    );
  }
  return rows;
}

/** /sitemap.xml and every file it lists, one after another as a crawler reads them, on the big server. */
export async function sitemapDelay(server: RunningServer) {
  await probeLine(server);
  const started = performance.now();
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const file of files) await (await fetch(file)).arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  const line = await probeLine(server);
  return { files: files.length, seconds, loopMs: longestDelay(line), turnCpuMs: longestTurnCpu(line) };
}
