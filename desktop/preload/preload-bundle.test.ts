import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The sandboxed preload can require nothing but `electron`, so it is one file with what it uses
// inlined: the channel names and nothing heavier. zod stays in the main process, which validates.
describe('the preload bundle', () => {
  it('inlines only the preload and the shared channel names, and requires only electron', async () => {
    const { preloadBundleOptions, externalRequires } = await import('../bundle-options.mjs');

    const result = await build({
      ...preloadBundleOptions,
      outdir: path.join(os.tmpdir(), 'consigndesk-preload-bundle'),
      write: false,
      logLevel: 'silent',
    });

    const metafile = result.metafile;
    if (!metafile) throw new Error('esbuild wrote no metafile');

    expect(Object.keys(metafile.inputs).sort()).toEqual([
      'desktop/preload/preload.ts',
      'shared/ipc/channels.ts',
      'shared/ipc/counter-bridge.ts',
    ]);
    expect(externalRequires(metafile)).toEqual(['electron']);
  });
});
