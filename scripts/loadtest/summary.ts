import type { LoadtestSummary } from "./run";

/** The report `npm run loadtest` prints, one figure per line. */
export function formatSummary(s: LoadtestSummary): string {
  const r = s.reads;
  const lines = [
    `Target:            ${s.url} — ${s.connections} connections, ${s.duration} s, ${s.writers} admin writers`,
    `Requests:          ${r.requests + s.writes.attempted} (public reads ${r.requests}, ${r.perSecond}/s; latency p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms)`,
    `Read responses:    2xx ${r.status2xx}, 3xx ${r.status3xx}, 4xx ${r.status4xx}, 5xx ${r.status5xx}, socket errors ${r.socketErrors}, timeouts ${r.timeouts}`,
    `Writes:            attempted ${s.writes.attempted}, acknowledged ${s.writes.acknowledged} (creates ${s.writes.creates}, edits ${s.writes.edits}), failed ${s.writes.failed}`,
    ...s.writes.failures.map((f) => `  failed write:    ${f}`),
    `Read back:         ${s.readBack.checked} properties checked in the admin and on their public page; stale public pages ${s.readBack.stalePublicPages}`,
    `LOST WRITES:       ${s.readBack.lostWrites}`,
    ...s.readBack.lost.map((l) => `  lost:            ${l}`),
    `ERRORS:            ${s.errors}`,
    `Cleanup:           deleted ${s.cleanup.deleted} loadtest properties, ${s.cleanup.left} left`,
  ];
  return lines.join("\n");
}
