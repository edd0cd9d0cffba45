-- wrk script of npm run bench (bench/http.ts): with BENCH_MISS set, every
-- request asks a URL never asked before (a page cache miss on any server
-- that keys by the whole URL); always, one line of figures at the end.
local miss = os.getenv("BENCH_MISS") == "1"
local n = 0
if miss then
  request = function()
    n = n + 1
    local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
    return wrk.format(nil, wrk.path .. sep .. "bench=" .. n)
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "BENCH requests=%d duration_us=%d bytes=%d errors=%d p50_us=%d p95_us=%d p99_us=%d max_us=%d\n",
    summary.requests, summary.duration, summary.bytes,
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
