// Bundles the counter app's main process and preload with esbuild.
// Usage: node desktop/build.mjs  →  dist/desktop/main/electron-main.js, dist/desktop/preload/preload.js
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { externalRequires, mainBundleOptions, preloadBundleOptions, rootDir } from './bundle-options.mjs';

const outDir = path.join(rootDir, 'dist', 'desktop');

rmSync(outDir, { recursive: true, force: true });

await build({ ...mainBundleOptions, outdir: outDir });
const preload = await build({ ...preloadBundleOptions, outdir: outDir });

// Fail the build here rather than with a blank window at run time.
const leftoverImports = externalRequires(preload.metafile).filter((request) => request !== 'electron');
if (leftoverImports.length > 0) {
  console.error(`The preload must only require 'electron', but it requires: ${leftoverImports.join(', ')}`);
  process.exit(1);
}
