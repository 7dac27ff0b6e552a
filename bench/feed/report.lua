-- Prints one JSON line that run.ts reads: throughput and latency percentiles in microseconds.
done = function(summary, latency, requests)
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\n',
    summary.requests, summary.duration / 1e6,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
