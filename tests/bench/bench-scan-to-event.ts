/**
 * Scan to screen, the counter app's part (issue 13 "Speed"): from the moment a serial scanner's last
 * byte (the CR) is written to the moment the DeviceManager emits the scan event that the bridge
 * forwards to the renderer. A socat pty pair stands in for the cable; the real serialport module
 * reads it, as in serial-scanner.device.test.ts. Scans are sent one at a time, as a clerk scans.
 *
 * Alone:      npx tsx --tsconfig desktop/tsconfig.json tests/bench/bench-scan-to-event.ts
 * In a bench: run-bench.ts runs it as a child process with --json (scan-to-event-goal.ts).
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DeviceManager } from '../../desktop/main/devices/device-manager';
import { loadSerialPort } from '../../desktop/main/devices/native-modules';
import { plugPtyPair } from '../../desktop/main/devices/testing/pty-pair';
import { formatMs, SCAN_TO_EVENT_P95_MAX_MS } from './goals';
import { type LatencySummary, summarize } from './load';

const WARMUP_SCANS = 20;
const MEASURED_SCANS = 200;
/** A scan that takes longer than this is lost, not slow: the bench stops with an error. */
const SCAN_TIMEOUT_MS = 5000;

export interface ScanToEventResult {
  scans: number;
  latencyMs: LatencySummary;
}

async function measure(): Promise<ScanToEventResult> {
  const dir = mkdtempSync(join(tmpdir(), 'consigndesk-bench-serial-'));
  const pair = await plugPtyPair(dir);
  const manager = new DeviceManager({
    config: { scanners: [{ kind: 'serial-scanner', path: pair.devicePath, baudRate: 115200 }] },
    loadSerialPort,
  });
  const scanner = openSync(pair.scannerPath, 'w');
  try {
    await manager.start();
    const status = manager.snapshot().devices[0];
    if (status?.status !== 'connected')
      throw new Error(`the pty did not open: ${status?.reason ?? 'no device'}`);

    let waiting: ((at: number) => void) | null = null;
    manager.onScan(() => waiting?.(performance.now()));
    const scanOnce = (code: string): Promise<number> =>
      new Promise((resolveScan, reject) => {
        const timer = setTimeout(() => reject(new Error(`no scan event for ${code}`)), SCAN_TIMEOUT_MS);
        const sentAt = performance.now();
        waiting = (at) => {
          clearTimeout(timer);
          waiting = null;
          resolveScan(at - sentAt);
        };
        writeSync(scanner, `${code}\r`);
      });

    for (let index = 0; index < WARMUP_SCANS; index += 1) await scanOnce(`WARM${index}`);
    const latencies: number[] = [];
    for (let index = 0; index < MEASURED_SCANS; index += 1) {
      latencies.push(await scanOnce(`400638133${String(index).padStart(4, '0')}`));
    }
    return { scans: MEASURED_SCANS, latencyMs: summarize(latencies) };
  } finally {
    closeSync(scanner);
    await manager.stop();
    await pair.unplug();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measure()
    .then((result) => {
      if (process.argv.includes('--json')) {
        console.log(JSON.stringify(result));
        return;
      }
      const { p50, p95, p99, max } = result.latencyMs;
      console.log(
        `Serial scan to event over ${result.scans} scans: p50 ${formatMs(p50)} ms, p95 ${formatMs(p95)} ms, ` +
          `p99 ${formatMs(p99)} ms, max ${formatMs(max)} ms (goal: p95 under ${SCAN_TO_EVENT_P95_MAX_MS} ms)`,
      );
    })
    .catch((error: unknown) => {
      process.stderr.write(
        `scan-to-event bench failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    });
}
