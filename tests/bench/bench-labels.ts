/**
 * Label rendering speed (issue 14): one label as ZPL and as PDF (layout included, fonts and logo
 * already loaded, as in a running server), then a 500-label PDF and the peak memory (RSS) of the
 * process that rendered it. The renderers import the @shared alias, so this file runs in a process
 * of its own (tsx with the tests' tsconfig), which also makes its peak RSS the renderers' own.
 *
 *   npx tsx --tsconfig tests/tsconfig.json tests/bench/bench-labels.ts          the goals table
 *   npx tsx --tsconfig tests/tsconfig.json tests/bench/bench-labels.ts --json   one JSON line
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LABEL_ELEMENTS } from '@shared/constants';
import { type LabelFacts, layoutLabel } from '@shared/domain/label-layout';
import { renderLabelsPdf } from '../../api/src/labels/render/label-pdf';
import { renderLabelsZpl } from '../../api/src/labels/render/label-zpl';
import { ITEM, pngLogo, SETTINGS } from '../support/label-fixtures';
import { labelGoalRows } from './label-goals';
import { goalsTable, LABEL_PDF_BULK_COUNT } from './goals';

export interface LabelBenchResult {
  zplMs: { p50: number; p95: number };
  pdfMs: { p50: number; p95: number };
  bulk: { labels: number; ms: number; bytes: number; peakRssMb: number };
  /** The 1-minute load average over the CPU count when the run ended: above 1, others shared the CPUs. */
  loadPerCpu: number;
}

const ZPL_RUNS = 500;
const PDF_RUNS = 100;
const WARMUP_RUNS = 20;

const settings = { ...SETTINGS, options: [...LABEL_ELEMENTS], logo: { aspectRatio: 2 } };
const logo = { data: pngLogo(), type: 'png' as const };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

async function timed(runs: number, work: (run: number) => unknown): Promise<{ p50: number; p95: number }> {
  for (let run = 0; run < WARMUP_RUNS; run++) await work(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** A different item each time, so nothing is cached between labels but the fonts and the logo. */
function item(run: number): LabelFacts {
  return { ...ITEM, itemId: run, code: `K${(100_000 + run).toString(36).toUpperCase()}`, price: 100 + run };
}

export async function benchLabels(): Promise<LabelBenchResult> {
  const zplMs = await timed(ZPL_RUNS, (run) =>
    renderLabelsZpl([{ layout: layoutLabel(item(run), settings) }], { dpi: 203, logo }),
  );
  const pdfMs = await timed(PDF_RUNS, (run) =>
    renderLabelsPdf([{ layout: layoutLabel(item(run), settings) }], { sheet: 'roll', logo }),
  );
  const started = performance.now();
  const labels = Array.from({ length: LABEL_PDF_BULK_COUNT }, (_, run) => ({
    layout: layoutLabel(item(run), settings),
  }));
  const pdf = await renderLabelsPdf(labels, { sheet: 'roll', logo });
  const ms = performance.now() - started;
  // ru_maxrss: the process's peak resident set, in kilobytes on Linux.
  const peakRssMb = (process.resourceUsage().maxRSS * 1024) / 1e6;
  return {
    zplMs,
    pdfMs,
    bulk: { labels: labels.length, ms, bytes: pdf.length, peakRssMb },
    loadPerCpu: loadavg()[0] / cpus().length,
  };
}

if (require.main === module) {
  benchLabels()
    .then((result) => {
      if (process.argv.includes('--json')) console.log(JSON.stringify(result));
      else console.log(goalsTable(labelGoalRows(result)));
    })
    .catch((error: unknown) => {
      process.stderr.write(`label bench failed: ${String(error)}\n`);
      process.exitCode = 1;
    });
}
