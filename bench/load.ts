import autocannon from 'autocannon';
import { cpuMilliseconds } from './process-cpu';

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  cpuMsPerRequest: number;
  /** The benchmark's own CPU (autocannon and the in-process mail catcher) per request: it shares the machine. */
  benchCpuMsPerRequest: number;
}

export interface LoadOptions {
  url: string;
  pid: number;
  connections: number;
  durationSeconds: number;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
}

/** Drives a server with autocannon and reads the server's own CPU use over the run. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = cpuMilliseconds(options.pid);
  const benchBefore = process.cpuUsage();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    requests: options.requests,
  });
  const cpu = cpuMilliseconds(options.pid) - cpuBefore;
  const bench = process.cpuUsage(benchBefore);
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: result.requests.average,
    requests: total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    status2xx: result['2xx'],
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: total > 0 ? cpu / total : 0,
    benchCpuMsPerRequest: total > 0 ? (bench.user + bench.system) / 1000 / total : 0,
  };
}

/** A short run whose figures are thrown away, so the measured runs see warm code paths. */
export async function warmUp(url: string, pid: number, requests?: autocannon.Request[], headers?: Record<string, string>): Promise<void> {
  await load({ url, pid, connections: 10, durationSeconds: 2, requests, headers });
}
