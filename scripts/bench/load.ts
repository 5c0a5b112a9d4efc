import autocannon from 'autocannon';
import http from 'node:http';
import { cpuMs, memory } from './processes';

function drain(origin: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(`${origin}/api/__bench_drain`, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', () => resolve());
    req.setTimeout(60_000, () => req.destroy());
  });
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Measured duration in seconds. */
  seconds: number;
  /** Non-2xx answers, errors and timeouts: a run with any is not a valid figure. */
  failures: number;
  /** Peak resident memory of the watched process during the run (MiB), when a pid was given. */
  peakRssMiB: number | null;
  /** CPU time the server process spent per answered request (ms), when its pid was given: less noisy than req/s. */
  cpuMsPerRequest?: number | null;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's path (and body): varied ids, unique e-mails, cache-busting query strings. */
  next?: (n: number) => { path: string; body?: string };
  /** Process whose RSS is sampled while the load runs. */
  watchPid?: number;
  /** Server process whose CPU time is read before and after the run. */
  cpuPid?: number;
}

/** Runs autocannon (10 connections by default) and returns requests/s and latency percentiles in ms. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  let peak: number | null = null;
  const sample = () => {
    if (!opts.watchPid) return;
    const m = memory(opts.watchPid);
    if (m) peak = Math.max(peak ?? 0, m.rssMiB);
  };
  const timer = opts.watchPid ? setInterval(sample, 200) : null;
  let n = 0;
  const next = opts.next;
  const cpuBefore = opts.cpuPid ? cpuMs(opts.cpuPid) : null;
  try {
    const result = await autocannon({
      url: opts.url,
      connections: opts.connections ?? 10,
      duration: opts.seconds,
      method: opts.method ?? 'GET',
      headers: opts.headers,
      requests: next
        ? [
            {
              setupRequest: (req) => {
                const { path, body } = next(n++);
                return { ...req, path, ...(body !== undefined ? { body } : {}) };
              },
            },
          ]
        : undefined,
    });
    // autocannon stops at the deadline, but a server that fell behind still works through the requests it
    // has read: wait for that backlog (one more request queues behind it) so it does not eat into the
    // next measurement, which may be of another contender.
    await drain(opts.url);
    sample();
    const cpuAfter = opts.cpuPid ? cpuMs(opts.cpuPid) : null;
    const answered = result.requests.total + 1;
    return {
      cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / answered : null,
      rps: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      seconds: result.duration,
      failures: result.non2xx + result.errors + result.timeouts,
      peakRssMiB: peak,
    };
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * Alternates the given loads in slices (A B A B ...) so that a shared machine's changing background
 * load falls on every contender alike; each contender's slices are then merged.
 */
export async function interleaved(contenders: LoadOptions[], rounds: number): Promise<LoadResult[]> {
  const slices: LoadResult[][] = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [i, c] of contenders.entries()) slices[i].push(await load(c));
  return slices.map(merge);
}

/** Several runs as one: requests/s over the whole time, mean p50, worst p99, highest RSS. */
export function merge(runs: LoadResult[]): LoadResult {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const peaks = runs.map((r) => r.peakRssMiB).filter((p): p is number => p !== null);
  return {
    rps: requests / seconds,
    p50: runs.reduce((n, r) => n + r.p50, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    requests,
    seconds,
    failures: runs.reduce((n, r) => n + r.failures, 0),
    peakRssMiB: peaks.length ? Math.max(...peaks) : null,
    cpuMsPerRequest: runs.every((r) => r.cpuMsPerRequest != null) && requests > 0 ? runs.reduce((n, r) => n + (r.cpuMsPerRequest as number) * r.requests, 0) / requests : null,
  };
}

/** A short warm-up so JIT, caches and connection pools are in their steady state before measuring. */
export async function warm(opts: LoadOptions, seconds = 1): Promise<void> {
  await load({ ...opts, seconds, watchPid: undefined });
}
