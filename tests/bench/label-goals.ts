import { runBenchScript } from './bench-process';
import type { LabelBenchResult } from './bench-labels';
import {
  formatMs,
  type GoalRow,
  LABEL_PDF_BULK_COUNT,
  LABEL_PDF_BULK_MAX_MS,
  LABEL_PDF_BULK_PEAK_RSS_MAX_MB,
  LABEL_PDF_MAX_MS,
  LABEL_ZPL_MAX_MS,
} from './goals';

// bench-labels.ts imports the renderers, which use the @shared alias; run-bench.ts runs under tsx
// without aliases, so it runs that file in a process of its own and reads its one JSON line.

export function labelGoalRows(result: LabelBenchResult): GoalRow[] {
  const { zplMs, pdfMs, bulk, loadPerCpu } = result;
  const note = loadPerCpu > 1 ? `CPUs busy: load ${loadPerCpu.toFixed(1)} per CPU` : undefined;
  const rows: GoalRow[] = [
    {
      target: 'One label as ZPL (layout + render, 203 dpi, every element and a logo)',
      measured: `p50 ${formatMs(zplMs.p50)} / p95 ${formatMs(zplMs.p95)} ms`,
      goal: `p95 under ${LABEL_ZPL_MAX_MS} ms`,
      isMet: zplMs.p95 < LABEL_ZPL_MAX_MS,
    },
    {
      target: 'One label as PDF (layout + render, every element and a logo)',
      measured: `p50 ${formatMs(pdfMs.p50)} / p95 ${formatMs(pdfMs.p95)} ms`,
      goal: `p95 under ${LABEL_PDF_MAX_MS} ms`,
      isMet: pdfMs.p95 < LABEL_PDF_MAX_MS,
    },
    {
      target: `A ${bulk.labels}-label PDF (${(bulk.bytes / 1e6).toFixed(1)} MB)`,
      measured: `${formatMs(bulk.ms)} ms`,
      goal: `under ${LABEL_PDF_BULK_MAX_MS} ms`,
      isMet: bulk.labels === LABEL_PDF_BULK_COUNT && bulk.ms < LABEL_PDF_BULK_MAX_MS,
    },
    {
      target: `Peak memory (RSS) of the process that rendered the ${bulk.labels}-label PDF`,
      measured: `${bulk.peakRssMb.toFixed(0)} MB`,
      goal: `under ${LABEL_PDF_BULK_PEAK_RSS_MAX_MB} MB`,
      isMet: bulk.peakRssMb < LABEL_PDF_BULK_PEAK_RSS_MAX_MB,
    },
  ];
  // Timings on shared CPUs say more about the other work than about the renderers.
  return rows.map((row, index) => (index < 3 && note ? { ...row, note } : row));
}

/** For run-bench.ts: runs bench-labels.ts in its own process and answers its goal rows. */
export async function labelGoalRowsMeasured(root: string): Promise<GoalRow[]> {
  const output = await runBenchScript(root, 'tests/tsconfig.json', 'tests/bench/bench-labels.ts');
  if (output instanceof Error) {
    return [
      {
        target: 'Label rendering (issue 14)',
        measured: `not measured: ${output.message}`,
        goal: '',
        isMet: null,
      },
    ];
  }
  return labelGoalRows(JSON.parse(output.trim().split('\n').pop() ?? '{}') as LabelBenchResult);
}
