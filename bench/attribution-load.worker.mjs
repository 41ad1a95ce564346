import { parentPort, workerData } from "node:worker_threads";
import { Pool } from "undici";

/**
 * The load generator, on its own thread so it never shares an event loop with the server it
 * measures. Keeps `connections` requests in flight for `seconds` and reports every latency.
 * Plain JavaScript: worker threads do not inherit the tsx loader.
 * workerData: { origin, path, connections, seconds, warmupSeconds, bodies: string[], runId }
 */
const job = workerData;
const pool = new Pool(job.origin, { connections: job.connections, pipelining: 1 });
const latencies = [];
const codes = {};
let seq = 0;

async function lane(until, record) {
  while (performance.now() < until) {
    const n = seq++;
    const template = job.bodies[n % job.bodies.length];
    const body = template.replace("__ID__", `${job.runId}-${record ? "m" : "w"}-${n}`);
    const started = performance.now();
    const res = await pool.request({
      path: job.path,
      method: "POST",
      headers: { "content-type": "text/plain" },
      body,
    });
    await res.body.dump();
    if (!record) continue;
    latencies.push(performance.now() - started);
    codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
  }
}

async function run() {
  const warmEnd = performance.now() + job.warmupSeconds * 1000;
  await Promise.all(Array.from({ length: job.connections }, () => lane(warmEnd, false)));
  const started = performance.now();
  const end = started + job.seconds * 1000;
  await Promise.all(Array.from({ length: job.connections }, () => lane(end, true)));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  parentPort?.postMessage({
    completed: latencies.length,
    elapsed,
    codes,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  });
}

void run();
