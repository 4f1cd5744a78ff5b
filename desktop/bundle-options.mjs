// The esbuild options of the counter app's two bundles: desktop/build.mjs builds with them, and the
// tests that check what the bundles load (desktop/main/packaging.test.ts,
// desktop/preload/preload-bundle.test.ts) bundle with the very same.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const desktopDir = path.dirname(fileURLToPath(import.meta.url));
export const rootDir = path.resolve(desktopDir, '..');

/**
 * Left to `require` at run time, never inlined: Electron provides `electron`; the hardware libraries
 * ship native binaries that must be loaded from node_modules (unpacked from the asar), and so does
 * pdf-to-printer (the Windows spooler: it runs the SumatraPDF.exe beside its own code). Whatever the
 * main bundle leaves external must be packaged: electron-builder.yml lists it, and packaging.test.ts
 * holds the two together.
 */
export const EXTERNAL_PACKAGES = ['electron', 'node-hid', 'serialport', '@serialport/*', 'pdf-to-printer'];

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
  external: EXTERNAL_PACKAGES,
  sourcemap: false,
  metafile: true,
  logLevel: 'info',
};

/** The main process: dist/desktop/main/electron-main.js. */
/** @type {import('esbuild').BuildOptions} */
export const mainBundleOptions = {
  ...common,
  entryPoints: { 'main/electron-main': 'desktop/main/electron-main.ts' },
};

/**
 * The preload: dist/desktop/preload/preload.js. A sandboxed preload cannot `require` local files or
 * npm packages (only `electron` and a few Node built-ins), so it has to be one self-contained file
 * with `@shared` inlined; its externals are the main bundle's so that a hardware import shows up as a
 * leftover `require` the build refuses, rather than as a native binary esbuild cannot inline.
 */
/** @type {import('esbuild').BuildOptions} */
export const preloadBundleOptions = {
  ...common,
  entryPoints: { 'preload/preload': 'desktop/preload/preload.ts' },
};

/**
 * What a bundle still `require`s at run time: the external imports left in its output (packages,
 * Node built-ins, `electron`), each once.
 * @param {import('esbuild').Metafile} metafile
 * @returns {string[]}
 */
export function externalRequires(metafile) {
  const paths = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external)
    .map((entry) => entry.path);
  return [...new Set(paths)].sort();
}
