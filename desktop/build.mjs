// Bundles the counter app's main process and preload with esbuild.
// Usage: node desktop/build.mjs  →  dist/desktop/main/electron-main.js, dist/desktop/preload/preload.js
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const desktopDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(desktopDir, '..');
const outDir = path.join(rootDir, 'dist', 'desktop');

/** @type {import('esbuild').BuildOptions} */
const common = {
  absWorkingDir: rootDir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // Electron 38 embeds Node 22, so node20 output needs no down-levelling and still runs if Electron is held back.
  target: 'node20',
  // Resolves the @shared/* alias the same way tsc does.
  tsconfig: path.join(desktopDir, 'tsconfig.json'),
  // Electron provides `electron` at run time. The hardware libraries ship native binaries that
  // must be loaded from node_modules (unpacked from the asar), never inlined.
  external: ['electron', 'node-hid', 'serialport', '@serialport/*'],
  sourcemap: false,
  metafile: true,
  logLevel: 'info',
};

rmSync(outDir, { recursive: true, force: true });

await build({
  ...common,
  entryPoints: { 'main/electron-main': 'desktop/main/electron-main.ts' },
  outdir: outDir,
});

// A sandboxed preload cannot `require` local files or npm packages (only `electron` and a few
// Node built-ins), so it has to be one self-contained file with `@shared` inlined.
const preload = await build({
  ...common,
  entryPoints: { 'preload/preload': 'desktop/preload/preload.ts' },
  outdir: outDir,
});

// Fail the build here rather than with a blank window at run time.
const leftoverImports = Object.values(preload.metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((entry) => entry.external && entry.path !== 'electron')
  .map((entry) => entry.path);
if (leftoverImports.length > 0) {
  console.error(`The preload must only require 'electron', but it requires: ${leftoverImports.join(', ')}`);
  process.exit(1);
}
