import { existsSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as fileMatchers from 'app-builder-lib/out/fileMatcher';
import type { FileMatcher } from 'app-builder-lib/out/fileMatcher';
import type { Configuration, PlatformSpecificBuildOptions } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// Checks electron-builder.yml against what desktop/main imports, with electron-builder's own config
// loader and file matching, so that the packaged app holds what the main process loads and nothing
// of the server's (which shares package.json). The bundles are made with desktop/build.mjs's options.

const HARDWARE_PACKAGES = ['node-hid', 'serialport', 'pdf-to-printer'];
const NATIVE_MODULES_FILE = 'desktop/main/devices/native-modules.ts';

let rootDir: string;
let config: Configuration;
let mainMetafile: Metafile;

/** The package an import names: `@serialport/stream/dist/x` → `@serialport/stream`. */
function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every module of the main process, whether or not the Electron entry reaches it yet. */
function mainProcessModules(): string[] {
  const mainDir = path.join(rootDir, 'desktop', 'main');
  return readdirSync(mainDir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`testing${path.sep}`),
    )
    .map((file) => path.join('desktop', 'main', file));
}

/** A package installed where Node would find it from `fromDir` (an absolute package or project directory). */
function resolveInstalled(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (path.basename(dir) === 'node_modules') continue;
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir || dir === path.dirname(dir)) return null;
  }
}

/** The packages `names` load at run time, with theirs, as install folders relative to the project (`node_modules/…`). */
function installedClosure(names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, fromDir: string, optional: boolean): void => {
    const dir = resolveInstalled(name, fromDir);
    if (dir === null) {
      if (optional) return;
      throw new Error(
        `${name} (needed from ${path.relative(rootDir, fromDir) || 'package.json'}) is not installed`,
      );
    }
    const relative = path.relative(rootDir, dir).split(path.sep).join('/');
    if (found.has(relative)) return;
    found.add(relative);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of names) visit(name, rootDir, false);
  return [...found].sort();
}

/** How electron-builder's matchers see a file it copies from node_modules (NodeModuleCopyHelper sets these). */
function nodeModuleStat(relativePath: string): Stats {
  return { isDirectory: () => false, moduleFullFilePath: relativePath } as unknown as Stats;
}

function plainFileStat(): Stats {
  return { isDirectory: () => false } as unknown as Stats;
}

type NodeModuleMatcherFactory = (
  appDir: string,
  destination: string,
  macroExpander: (pattern: string) => string,
  platformOptions: PlatformSpecificBuildOptions,
  packager: { config: Configuration; debugLogger: DebugLogger },
) => FileMatcher;

/** The filter electron-builder applies to node_modules: `files`' exclusions only (its internal getNodeModuleFileMatcher). */
function nodeModulesFilter(platformOptions: PlatformSpecificBuildOptions) {
  const factory = (fileMatchers as unknown as { getNodeModuleFileMatcher?: NodeModuleMatcherFactory })
    .getNodeModuleFileMatcher;
  if (typeof factory !== 'function')
    throw new Error('electron-builder no longer has getNodeModuleFileMatcher');
  const matcher = factory(rootDir, rootDir, (pattern) => pattern, platformOptions, {
    config,
    debugLogger: new DebugLogger(false),
  });
  return matcher.createFilter();
}

function matcherFilter(name: 'files' | 'asarUnpack') {
  const matchers = fileMatchers.getFileMatchers(config, name, rootDir, {
    macroExpander: (pattern) => pattern,
    customBuildOptions: {},
    globalOutDir: path.join(rootDir, 'release'),
    defaultSrc: rootDir,
  });
  if (!matchers) throw new Error(`electron-builder.yml has no ${name}`);
  return matchers[0].createFilter();
}

/** The packages the main process `require`s at run time from node_modules (not Electron, not Node's own). */
function runtimePackages(): string[] {
  const requests = Object.values(mainMetafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && entry.path !== 'electron' && !isBuiltin(entry.path))
    .map((entry) => packageNameOf(entry.path));
  return [...new Set(requests)].sort();
}

beforeAll(async () => {
  const options = await import('../bundle-options.mjs');
  rootDir = options.rootDir;
  config = await getConfig(rootDir, path.join(rootDir, 'electron-builder.yml'), null);
  const result = await build({
    ...options.mainBundleOptions,
    entryPoints: mainProcessModules(),
    outdir: path.join(os.tmpdir(), 'consigndesk-main-bundle'),
    write: false,
    logLevel: 'silent',
  });
  mainMetafile = result.metafile as Metafile;
}, 60_000);

describe('the main bundle', () => {
  it('loads the hardware libraries only on first use, from native-modules.ts', () => {
    const hardwareImports = Object.entries(mainMetafile.inputs).flatMap(([file, input]) =>
      input.imports
        .filter((entry) => entry.external && HARDWARE_PACKAGES.includes(packageNameOf(entry.path)))
        .map((entry) => ({ file, request: entry.path, kind: entry.kind })),
    );

    expect(hardwareImports).toEqual([
      { file: NATIVE_MODULES_FILE, request: 'node-hid', kind: 'dynamic-import' },
      { file: NATIVE_MODULES_FILE, request: 'serialport', kind: 'dynamic-import' },
      { file: NATIVE_MODULES_FILE, request: 'pdf-to-printer', kind: 'dynamic-import' },
    ]);
  });

  it('leaves only the hardware libraries to node_modules; everything else is inlined', () => {
    expect(runtimePackages()).toEqual([...HARDWARE_PACKAGES].sort());
  });
});

describe('electron-builder.yml', () => {
  it('is a configuration electron-builder accepts', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // Compiling electron-builder's JSON schema takes seconds.
  }, 60_000);

  it('packs the two bundles and package.json, and no other file of the project', () => {
    const filter = matcherFilter('files');
    const packed = (file: string) => filter(path.join(rootDir, file), plainFileStat());

    expect(packed('dist/desktop/main/electron-main.js')).toBe(true);
    expect(packed('dist/desktop/preload/preload.js')).toBe(true);
    expect(packed('package.json')).toBe(true);
    for (const file of [
      'dist/api/api/src/main.js',
      'dist/renderer/index.html',
      'desktop/main/electron-main.ts',
      'api/src/main.ts',
      'shared/ipc/contracts.ts',
      '.env',
      'data/consigndesk.sqlite',
      'electron-builder.yml',
    ]) {
      expect(packed(file), file).toBe(false);
    }
  });

  it.each(['linux', 'win', 'mac'] as const)(
    'packs for %s exactly the packages the main process requires, with theirs',
    (platform) => {
      const needed = installedClosure(runtimePackages());
      // What electron-builder would copy: every production dependency of package.json (and theirs)…
      const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const production = installedClosure(Object.keys(manifest.dependencies));
      expect(production).toEqual(expect.arrayContaining(needed));
      // …that `files` does not take away.
      const filter = nodeModulesFilter(config[platform] ?? {});
      const packed = production.filter((dir) =>
        filter(path.join(rootDir, dir, 'package.json'), nodeModuleStat(`${dir}/package.json`)),
      );

      expect(packed).toEqual(needed);
    },
  );

  it('unpacks every native binary of those packages from the asar', () => {
    const filter = matcherFilter('asarUnpack');
    const binaries = installedClosure(runtimePackages()).flatMap((dir) =>
      readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
        // .node: native modules; .exe: programs a package runs (pdf-to-printer's SumatraPDF).
        .filter((file) => /\.(node|exe)$/.test(file) && !file.split(path.sep).includes('node_modules'))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    );
    expect(binaries.length).toBeGreaterThan(0);

    const packed = binaries.filter((file) => !filter(path.join(rootDir, file), nodeModuleStat(file)));
    expect(packed).toEqual([]);
  });
});
