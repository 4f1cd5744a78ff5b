/**
 * The load generator of the benchmarks (autocannon on 127.0.0.1) and what they share: response
 * times at full resolution, the share of the CPUs other work keeps busy, a process's memory.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const DEFAULT_DURATION_S = 10;

/** Seconds measured per target: BENCH_DURATION, else DEFAULT_DURATION_S. */
export function benchDurationS(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw.trim() === '') return DEFAULT_DURATION_S;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 600) {
    throw new Error(`BENCH_DURATION must be a whole number of seconds from 1 to 600 (got "${raw}")`);
  }
  return value;
}

/** Every connection is first answered here, within CONNECT_MAX_S (see runLoad). */
/** The server's own settings (api/src/config/app-config.ts); never inherited from the caller's shell. */
export const SERVER_ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'RENDERER_DIR',
  'JWT_SECRET',
  'APP_ORIGINS',
  'APP_DOMAIN',
  'LOG_LEVEL',
  'SEED_DEMO',
  'DEMO_ADMIN_EMAIL',
  'DEMO_ADMIN_PASSWORD',
  'TRUST_PROXY',
];

export const CONNECT_PATH = '/healthz';
export const CONNECT_MAX_S = 60;
export const PIPELINING = 1;
/** Per request; autocannon counts a timeout as an error. */
export const REQUEST_TIMEOUT_S = 10;

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

/**
 * Every 2xx response time, at full (sub-millisecond) resolution. autocannon's result has no p95
 * and its histogram rounds to whole milliseconds, which is too coarse for a local /healthz.
 */
export class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private count = 0;

  record(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): LatencySummary {
    return summarize(this.values.slice(0, this.count));
  }
}

/** Nearest-rank percentiles: the smallest value with at least p% of the samples at or below it. */
export function summarize(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return { p50: NaN, p95: NaN, p99: NaN, mean: NaN, max: NaN };
  const at = (p: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))];
  let sum = 0;
  for (const value of sorted) sum += value;
  return { p50: at(50), p95: at(95), p99: at(99), mean: sum / n, max: sorted[n - 1] };
}

/** What autocannon answered within one phase of a run. */
export interface PhaseCounts {
  /** Every answer, whatever its status. */
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Like autocannon's throughput: the bytes of 2xx answers, headers included. */
  bytes2xx: number;
  statusCodes: Record<string, number>;
}

const noCounts = (): PhaseCounts => ({
  requests: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  bytes2xx: 0,
  statusCodes: {},
});

export interface LoadRun {
  warmupS: number;
  isEveryConnectionAnswered: boolean;
  warmup: PhaseCounts;
  measured: PhaseCounts;
  measuredS: number;
  latencies: LatencyRecorder;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  warmupS: number;
  durationS: number;
  /**
   * Each request after the connect phase, when they are not all `url`: its path, and headers added
   * to `headers`. `connection` is an object of the connection's own, kept from one request to the
   * next (to give each connection its own session, say).
   */
  nextRequest?: (connection: Record<string, unknown>) => {
    path: string;
    headers?: Record<string, string>;
    /** A POST with a JSON body (the scan intake lookup), when not a GET. */
    method?: 'GET' | 'POST';
    body?: string;
  };
}

/** The instance in flight, so that Ctrl-C can stop it before cleaning up. */
let currentCannon: autocannon.Instance | undefined;

export function stopCurrentLoad(): void {
  currentCannon?.stop();
}

/**
 * One autocannon run per target: connect, warm up, measure, all on the same connections. A Node
 * server whose CPU is saturated accepts one new connection per turn of its event loop, and each
 * turn first serves the connections it already has: with a handler of 8 ms of CPU, 50 connections
 * opened at once were all accepted only after ~8 s, and under other load some first answers took
 * over the 10 s timeout. Fresh connections on a slow target would measure that ramp, not the
 * target; so every connection first gets an answer from CONNECT_PATH (cheap, so the ramp takes a
 * moment), then all of them warm up on the target for `warmupS`, then `durationS` are counted.
 */
export function runLoad({
  url,
  headers,
  connections,
  warmupS,
  durationS,
  nextRequest,
}: LoadOptions): Promise<LoadRun> {
  return new Promise((resolveRun, rejectRun) => {
    const startedAt = performance.now();
    const connected = new Set<unknown>();
    const warmup = noCounts();
    const measured = noCounts();
    const latencies = new LatencyRecorder();
    // Answers after the measured window, until autocannon's next tick stops it, land here.
    const ignored = noCounts();
    let phase: 'connect' | 'warmup' | 'measure' | 'done' = 'connect';
    let counts = warmup;
    let measuringSince = 0;
    let measuringUntil = 0;
    let isEveryConnectionAnswered = false;
    let timer: NodeJS.Timeout | undefined;

    const startWarmup = () => {
      if (phase !== 'connect') return;
      clearTimeout(timer);
      isEveryConnectionAnswered = connected.size === connections;
      phase = 'warmup';
      timer = setTimeout(startMeasuring, warmupS * 1000);
    };
    const startMeasuring = () => {
      phase = 'measure';
      measuringSince = performance.now();
      counts = measured;
      timer = setTimeout(() => {
        phase = 'done';
        measuringUntil = performance.now();
        counts = ignored;
        instance.stop();
      }, durationS * 1000);
    };
    timer = setTimeout(startWarmup, CONNECT_MAX_S * 1000);

    const instance = autocannon(
      {
        url,
        headers,
        connections,
        pipelining: PIPELINING,
        // Ended by the timers above; this only bounds a run that somehow outlives them.
        duration: CONNECT_MAX_S + warmupS + durationS + 10,
        timeout: REQUEST_TIMEOUT_S,
        requests: [
          {
            setupRequest: (request, connection) => {
              if (phase === 'connect') return { ...request, path: CONNECT_PATH };
              if (!nextRequest) return request;
              const next = nextRequest(connection as Record<string, unknown>);
              return {
                ...request,
                path: next.path,
                headers: { ...request.headers, ...next.headers },
                ...(next.method ? { method: next.method } : {}),
                ...(next.body !== undefined ? { body: next.body } : {}),
              };
            },
          },
        ],
      },
      (error) => {
        currentCannon = undefined;
        clearTimeout(timer);
        if (error) return rejectRun(error instanceof Error ? error : new Error(String(error)));
        if (phase !== 'done') return rejectRun(new Error(`the run ended during its ${phase} phase`));
        resolveRun({
          warmupS: (measuringSince - startedAt) / 1000,
          isEveryConnectionAnswered,
          warmup,
          measured,
          measuredS: (measuringUntil - measuringSince) / 1000,
          latencies,
        });
      },
    );
    currentCannon = instance;
    instance.on('response', (client, statusCode, resBytes, responseTime) => {
      counts.requests++;
      counts.statusCodes[statusCode] = (counts.statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) {
        counts.bytes2xx += resBytes;
        // Same rule as autocannon's histogram: only 2xx answers count towards latency.
        if (counts === measured) latencies.record(responseTime);
      } else {
        counts.non2xx++;
      }
      if (phase === 'connect') {
        connected.add(client);
        if (connected.size === connections) startWarmup();
      }
    });
    // autocannon reports a timeout as an error with this message, and counts it as both.
    instance.on('reqError', (error) => {
      counts.errors++;
      if (error.message === 'request timed out') counts.timeouts++;
    });
  });
}

/**
 * Share of all CPUs busy over a short window in which the benchmark itself is idle: anything else
 * working on the machine lowers and scatters the numbers. (The load average is no good here, since
 * `npm run bench` builds just before and the 1-minute average still counts the build.)
 */
export async function cpuBusyShare(windowMs = 1000): Promise<number> {
  const totals = () =>
    cpus().reduce(
      (sum, cpu) => {
        const { idle, user, nice, sys, irq } = cpu.times;
        return { idle: sum.idle + idle, all: sum.all + idle + user + nice + sys + irq };
      },
      { idle: 0, all: 0 },
    );
  const before = totals();
  await new Promise((resolveWait) => setTimeout(resolveWait, windowMs));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** A process's resident memory in MB (10^6 bytes), or null where /proc is not there (not Linux). */
export function residentMegabytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : (Number(kilobytes) * 1024) / 1e6;
  } catch {
    return null;
  }
}
