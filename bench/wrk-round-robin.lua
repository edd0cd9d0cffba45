-- wrk script of npm run bench's working-set run (bench/working-set.ts): each
-- request asks the next path of the file BENCH_PATHS, round-robin, so that
-- every page of the site is asked in turn; counts the answers the server
-- labelled `X-Page-Cache: hit`. One line of figures at the end, as
-- wrk-report.lua prints, with hits= added.
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
local i = 0
local threads = {}

setup = function(thread)
  threads[#threads + 1] = thread
end

init = function()
  hits = 0
  answered = 0
end

request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end

response = function(status, headers, body)
  answered = answered + 1
  if headers["X-Page-Cache"] == "hit" then hits = hits + 1 end
end

done = function(summary, latency, requests)
  local h, a = 0, 0
  for _, thread in ipairs(threads) do
    h = h + thread:get("hits")
    a = a + thread:get("answered")
  end
  local e = summary.errors
  io.write(string.format(
    "BENCH requests=%d duration_us=%d bytes=%d errors=%d timeouts=%d p50_us=%d p95_us=%d p99_us=%d max_us=%d hits=%d answered=%d\n",
    summary.requests, summary.duration, summary.bytes,
    e.connect + e.read + e.write + e.status + e.timeout, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, h, a))
end
