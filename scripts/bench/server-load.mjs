// Server figures on loopback: time to first byte of single requests, and throughput and
// latency under 10 concurrent connections (autocannon, bounded in time).
import http from "node:http";
import autocannon from "autocannon";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    http
      .get(url, (response) => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        response.resume();
        response.on("end", () => resolve({ ms, status: response.statusCode }));
      })
      .on("error", reject);
  });
}

export async function measureServer(url, { samples = 200, connections = 10, seconds = 10 } = {}) {
  const ttfb = [];
  for (let i = 0; i < samples; i++) {
    const { ms, status } = await timeToFirstByte(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    ttfb.push(ms);
  }
  const load = await autocannon({ url, connections, duration: seconds });
  return {
    medianTtfbMs: median(ttfb),
    requestsPerSecond: load.requests.average,
    latencyP50Ms: load.latency.p50,
    latencyP97Ms: load.latency.p97_5,
    errors: load.errors + load.timeouts + load.non2xx,
  };
}
