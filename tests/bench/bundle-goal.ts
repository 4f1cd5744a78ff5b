import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_JS_SHARE_OF_BACK_OFFICE_MAX, type GoalRow } from './goals';

// Issue 17: the public pages load without the back office's code, and their JavaScript is at most a
// third of the back office's. The renderer's build measures both (desktop/renderer/bundle-chunks.ts
// bundleSizes) and writes them beside index.html; `npm run bench` builds first, so this reads them.

/** dist/renderer/bundle-sizes.json, as the build writes it (relative imports only: tsx has no aliases). */
interface BundleSizesFile {
  publicPages: { files: string[]; bytes: number };
  backOffice: { files: string[]; bytes: number };
  screens: Record<string, { files: string[]; bytes: number }>;
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

/** The goal row of the public pages' JavaScript against the back office's (before gzip). */
export function bundleGoalRow(sizes: BundleSizesFile): GoalRow {
  const share = sizes.publicPages.bytes / sizes.backOffice.bytes;
  const screens = Object.entries(sizes.screens)
    .map(([route, part]) => `${route} ${kB(part.bytes)}`)
    .join(', ');
  return {
    target: "Public pages' JavaScript over the back office's (built bundle, before gzip)",
    measured: `${kB(sizes.publicPages.bytes)} / ${kB(sizes.backOffice.bytes)} = ${(share * 100).toFixed(0)}% (first visits: ${screens})`,
    goal: `at most ${(PUBLIC_JS_SHARE_OF_BACK_OFFICE_MAX * 100).toFixed(0)}%`,
    isMet: share <= PUBLIC_JS_SHARE_OF_BACK_OFFICE_MAX,
  };
}

/** For run-bench.ts: the row from the build's file, or "not measured" when there is none. */
export async function bundleGoalRowOfBuild(rendererDir: string): Promise<GoalRow> {
  try {
    const text = await readFile(join(rendererDir, 'bundle-sizes.json'), 'utf8');
    return bundleGoalRow(JSON.parse(text) as BundleSizesFile);
  } catch (error) {
    return {
      target: "Public pages' JavaScript over the back office's (built bundle, before gzip)",
      measured: `not measured: ${error instanceof Error ? error.message : String(error)}`,
      goal: `at most ${(PUBLIC_JS_SHARE_OF_BACK_OFFICE_MAX * 100).toFixed(0)}%`,
      isMet: null,
    };
  }
}
