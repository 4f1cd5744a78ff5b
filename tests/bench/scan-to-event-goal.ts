import { runBenchScript } from './bench-process';
import type { ScanToEventResult } from './bench-scan-to-event';
import { formatMs, type GoalRow, SCAN_TO_EVENT_P95_MAX_MS } from './goals';

// bench-scan-to-event.ts drives the counter app's main-process modules, which use the @shared alias
// of the desktop tsconfig; run-bench.ts runs under tsx without aliases, so it runs that file in a
// process of its own and reads its one JSON line.

/** For run-bench.ts: runs this file in its own process and answers the goal row. */
export async function scanToEventGoalRow(root: string): Promise<GoalRow> {
  const target = 'Scan to event, serial scanner (last byte written → DeviceManager scan event)';
  const goal = `p95 under ${SCAN_TO_EVENT_P95_MAX_MS} ms`;
  const output = await runBenchScript(root, 'desktop/tsconfig.json', 'tests/bench/bench-scan-to-event.ts');
  if (output instanceof Error) {
    return { target, measured: `not measured: ${output.message}`, goal, isMet: null };
  }
  const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as ScanToEventResult;
  const { p50, p95, max } = result.latencyMs;
  return {
    target,
    measured: `p50 ${formatMs(p50)} / p95 ${formatMs(p95)} / max ${formatMs(max)} ms over ${result.scans} scans`,
    goal,
    isMet: p95 < SCAN_TO_EVENT_P95_MAX_MS,
  };
}
