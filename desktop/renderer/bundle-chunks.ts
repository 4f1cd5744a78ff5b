/**
 * How the renderer's bundle is cut into files (vite.config.ts), and the check that keeps the public
 * pages light: a visitor of /login or a catalogue downloads the public shell, never the back office.
 * Pure functions over module ids and Rollup's module graph and output, so unit tests can run them.
 */

/** Folders of features/ whose screens are public pages (spec 000 §2.1), or that the gate needs. */
export const PUBLIC_FEATURES: readonly string[] = [
  'auth',
  'buy-and-sell',
  'catalogue',
  'current-store',
  'employee-signup',
  'kiosk',
  'session',
  'store-signup',
];

/**
 * Folders of features/ that hold no screen and belong to neither side: reading scans (the back
 * office's, and the kiosk's hidden scan mode).
 */
export const SHARED_FEATURES: readonly string[] = ['scanning'];

/** The unit of the back-office shell (app/layout: the side menu, its badges and their queries). */
export const BACK_OFFICE_SHELL = 'back-office';

const RENDERER = '/desktop/renderer/';

function rendererPath(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  const at = path.lastIndexOf(RENDERER);
  return at < 0 || path.includes('/node_modules/') ? null : path.slice(at + RENDERER.length);
}

/**
 * The unit a module of the renderer belongs to: its feature folder, or the part of a feature that
 * has parts (features/inventory/list/… → inventory-list), or the back-office shell. Undefined for
 * the rest (app/, ui/, api/, shared/).
 */
export function unitOf(id: string): string | undefined {
  const path = rendererPath(id);
  if (path === null) return undefined;
  const feature = /^features\/([\w-]+)\/(?:([\w-]+)\/)?/.exec(path);
  if (feature) return feature[2] ? `${feature[1]}-${feature[2]}` : feature[1];
  return path.startsWith('app/layout/') ? BACK_OFFICE_SHELL : undefined;
}

/** A screen of a public page (spec 000 §2.1), or the placeholder the public pages to build show. */
export function isPublicScreen(id: string): boolean {
  const path = rendererPath(id);
  if (path === null) return false;
  const unit = unitOf(id);
  return (unit !== undefined && PUBLIC_FEATURES.includes(unit)) || path === 'app/screen-placeholder.tsx';
}

/** Code of the back office: a feature that is not public, or the back-office shell. */
export function isBackOfficeModule(id: string): boolean {
  const unit = unitOf(id);
  if (unit === undefined) return false;
  return ![...PUBLIC_FEATURES, ...SHARED_FEATURES].some(
    (feature) => unit === feature || unit.startsWith(`${feature}-`),
  );
}

/** What manualChunks reads of Rollup's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Rollup's manualChunks. React, its DOM renderer and the router in one vendor file every page needs
 * from its first byte (it changes far less often than the screens, so it stays cached across
 * releases), pdf.js in a lazy one, and one file per screen holding the modules of its feature unit
 * that only this screen uses (a unit with two screens, such as buy-and-sell's wizard and its price
 * link page, gives each its own file: opening the mailed link does not download the wizard).
 * Every other library (antd, zod, dayjs, a chart library…) is left to Rollup, which cuts it by the
 * screens that import it: a page downloads the antd components its screen uses and no others, and a
 * library only a back-office screen imports can never reach a public page's files. A module another
 * unit or another screen imports too (a feature's queries, the product image) is left to Rollup as
 * well, which puts it where the screens that need it share it: so no two screen files import each
 * other, and their code runs in the order the imports say.
 */
export function chunkOf(id: string, graph: ModuleGraph): string | undefined {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/node_modules/')) {
    if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(path)) return 'react';
    // pdf.js draws label previews only: a file of its own, loaded by the dynamic import that needs it.
    if (/\/node_modules\/pdfjs-dist\//.test(path)) return 'pdfjs';
    return undefined;
  }
  const unit = unitOf(id);
  if (unit === undefined) return undefined;
  const screens = new Set<string>();
  if (!isPrivateTo(unit, id, graph, new Set(), screens) || screens.size !== 1) return undefined;
  const screen = baseName([...screens][0]);
  return screen.startsWith(unit) ? screen : `${unit}-${screen}`;
}

/**
 * Whether only modules of `unit` import `id`, directly or through each other; `screens` collects
 * the ones at the top, which no module imports (a screen: the route table loads it lazily).
 */
function isPrivateTo(
  unit: string,
  id: string,
  graph: ModuleGraph,
  seen: Set<string>,
  screens: Set<string>,
): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.importers.length === 0) screens.add(id);
  return info.importers.every(
    (importer) => unitOf(importer) === unit && isPrivateTo(unit, importer, graph, seen, screens),
  );
}

/**
 * The file name of a chunk: a feature unit or vendor file keeps its name; a file Rollup cut on its
 * own (code several units share) is named after its module and where that lives, so the build's
 * list of files reads by feature (features/consigners/queries.ts → consigners-queries), and a piece
 * of a library by the library and its part (antd/es/table/Table.js → antd-table).
 */
export function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const module = chunk.moduleIds.find((id) => baseName(id) === chunk.name && !id.includes('/node_modules/'));
  if (!module) {
    const library = chunk.moduleIds.find((id) => baseName(id) === chunk.name);
    return library ? libraryPartName(library) : chunk.name;
  }
  const unit = unitOf(module);
  if (unit !== undefined) return unit === chunk.name ? unit : `${unit}-${chunk.name}`;
  const path = rendererPath(module);
  const folder = path === null ? 'shared' : path.split('/')[0];
  return folder === 'app' || folder === chunk.name ? chunk.name : `${folder}-${chunk.name}`;
}

/** node_modules/antd/es/table/Table.js → antd-table; …/@rc-component/select/es/index.js → rc-component-select. */
function libraryPartName(id: string): string {
  const [first = '', second = '', ...rest] =
    id.replaceAll('\\', '/').split('/node_modules/').pop()?.split('/') ?? [];
  const [name, path] = first.startsWith('@')
    ? [`${first.slice(1)}-${second}`, rest]
    : [first, [second, ...rest]];
  const folders = path
    .slice(0, -1)
    .filter((folder) => !['es', 'lib', 'dist', 'esm', 'cjs', 'build'].includes(folder));
  const file = baseName(id);
  const part = file === 'index' ? folders.at(-1) : file;
  return (part && part !== name ? `${name}-${part}` : name).toLowerCase().replace(/[^\w-]/g, '-');
}

function baseName(id: string): string {
  return (id.replaceAll('\\', '/').split('/').pop() ?? '').replace(/\.[^.]*$/, '');
}

/** One output file as the check reads it (Rollup's OutputChunk has these fields). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The files this one imports statically: they download with it. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** A back-office module that opening a public page downloads, its file, and the start that pulls it. */
export interface PublicShellLeak {
  module: string;
  file: string;
  from: string;
}

/**
 * The lazy routes around the screens (app/router.tsx): antd's root around the back office, the
 * portal and the public screens still built with antd; the public shell around every public page
 * (the back office's shell is back-office code: app/layout/). The light root is in the entry.
 */
export const ANTD_ROOT_ROUTE = 'app/antd-root.tsx';
export const PUBLIC_SHELL_ROUTE = 'app/public-shell.tsx';

const holds = (chunk: BuiltChunk, module: string) =>
  chunk.moduleIds.some((id) => rendererPath(id) === module);

const isPublicScreenChunk = (chunk: BuiltChunk) => chunk.moduleIds.some(isPublicScreen);

/** A file a first visit of some public page starts from: the entry, the routes around it, its screen. */
function isPublicStart(chunk: BuiltChunk): boolean {
  return (
    chunk.isEntry ||
    holds(chunk, ANTD_ROOT_ROUTE) ||
    holds(chunk, PUBLIC_SHELL_ROUTE) ||
    isPublicScreenChunk(chunk)
  );
}

/**
 * The files a first visit of a public screen starts from: the entry (with the light root), the
 * public shell and the screen's file. No public screen is built with antd, so none needs antd's root.
 */
function publicVisitStarts(chunks: readonly BuiltChunk[], screen: BuiltChunk): BuiltChunk[] {
  return chunks.filter((chunk) => chunk.isEntry || chunk === screen || holds(chunk, PUBLIC_SHELL_ROUTE));
}

/**
 * The back-office modules that opening a public page downloads: those in any file the entry
 * (index.html), the routes around the public screens or a public screen's file imports statically,
 * directly or not.
 */
export function publicShellLeaks(chunks: readonly BuiltChunk[]): PublicShellLeak[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const leaks: PublicShellLeak[] = [];
  for (const start of chunks.filter(isPublicStart)) {
    for (const file of staticClosure(byFile, [start.fileName])) {
      for (const module of byFile.get(file)?.moduleIds ?? []) {
        if (isBackOfficeModule(module)) leaks.push({ module, file, from: start.fileName });
      }
    }
  }
  return leaks;
}

/** The files the first visit of any page downloads before its routes': the entry and its static imports. */
export function entryFiles(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
}

const ANTD = /\/node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+)\//;

/** An antd module of a public page's first visit, its file, and the screen whose visit downloads it. */
export interface PublicAntd {
  module: string;
  file: string;
  screen: string;
}

/**
 * The antd modules (antd, its icons, its rc- components) a first visit of a light public page
 * downloads: there should be none, from the entry through the public shell to the screen. antd's reset
 * stylesheet is no JavaScript: main.tsx keeps it, and Rollup leaves an empty module of it in the entry.
 */
export function antdInPublicPages(chunks: readonly BuiltChunk[]): PublicAntd[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found: PublicAntd[] = [];
  for (const screen of chunks.filter(isPublicScreenChunk)) {
    const starts = publicVisitStarts(chunks, screen).map((chunk) => chunk.fileName);
    for (const file of staticClosure(byFile, starts)) {
      for (const module of byFile.get(file)?.moduleIds ?? []) {
        if (ANTD.test(module.replaceAll('\\', '/')) && !module.endsWith('.css')) {
          found.push({ module, file, screen: screen.fileName });
        }
      }
    }
  }
  return found;
}

function staticClosure(byFile: ReadonlyMap<string, BuiltChunk>, from: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** What the build reports of one part of the bundle: its files and their JavaScript, before gzip. */
export interface BundlePart {
  files: string[];
  bytes: number;
}

/**
 * The JavaScript of the public pages and of the back office (issue 17: the public pages' is at most
 * a third of the back office's; `npm run bench` prints the figure). Public: every file a first visit
 * of any public route downloads (the entry with the light root, the public shell and the route's
 * screen, and antd's root for a public-area route marked usesAntd, with what they import statically), i.e. the most a
 * shopper's phone can download. Back office: the same for every back-office route (the entry,
 * antd's root, the back-office shell and every back-office screen, with theirs), i.e. what a clerk's
 * counter downloads. `screens` gives the first visit of each reported public route on its own.
 */
export interface BundleSizes {
  publicPages: BundlePart;
  backOffice: BundlePart;
  screens: Record<string, BundlePart>;
}

/** Where the build writes `BundleSizes` (in dist/renderer, beside index.html). */
export const BUNDLE_SIZES_FILE = 'bundle-sizes.json';

/** The public screens whose first visit the build reports by name (route → a module of its screen). */
export const REPORTED_PUBLIC_SCREENS: Readonly<Record<string, string>> = {
  '/login': 'features/auth/login-page.tsx',
  '/catalogue/:handle': 'features/catalogue/catalogue-page.tsx',
  '/instore': 'features/kiosk/kiosk-page.tsx',
  '/buyandsell': 'features/buy-and-sell/buy-and-sell-page.tsx',
  '/buyandsell/:action/:code': 'features/buy-and-sell/price-link-page.tsx',
};

export function bundleSizes(
  chunks: readonly BuiltChunk[],
  sizeOf: (fileName: string) => number,
): BundleSizes {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const part = (starts: readonly BuiltChunk[]): BundlePart => {
    const files = staticClosure(
      byFile,
      starts.map((chunk) => chunk.fileName),
    ).sort();
    return { files, bytes: files.reduce((total, file) => total + sizeOf(file), 0) };
  };
  const publicScreens = chunks.filter(isPublicScreenChunk);
  const isBackOfficeChunk = (chunk: BuiltChunk) =>
    !isPublicScreenChunk(chunk) && chunk.moduleIds.some(isBackOfficeModule);
  const screens: Record<string, BundlePart> = {};
  for (const [route, module] of Object.entries(REPORTED_PUBLIC_SCREENS)) {
    const screen = chunks.find((chunk) => holds(chunk, module));
    if (screen) screens[route] = part(publicVisitStarts(chunks, screen));
  }
  return {
    publicPages: part([...new Set(publicScreens.flatMap((screen) => publicVisitStarts(chunks, screen)))]),
    backOffice: part(
      chunks.filter((chunk) => chunk.isEntry || holds(chunk, ANTD_ROOT_ROUTE) || isBackOfficeChunk(chunk)),
    ),
    screens,
  };
}

/** Issue 18: the consigner portal's unit (features/portal and its parts). */
export const PORTAL_UNIT = 'portal';

function isPortalModule(id: string): boolean {
  const unit = unitOf(id);
  return unit === PORTAL_UNIT || (unit?.startsWith(`${PORTAL_UNIT}-`) ?? false);
}

/**
 * Back-office code a consigner must never download: the back-office shell (the staff side menu,
 * its badges and queries) and the staff screens (a back-office feature's `*-page.tsx`). The portal
 * may share the staff side's small parts (the payout fields, the fee breakdown), not its screens.
 */
function isBackOfficeScreenOrShell(id: string): boolean {
  if (!isBackOfficeModule(id) || isPortalModule(id)) return false;
  return unitOf(id) === BACK_OFFICE_SHELL || /-page\.tsx$/.test(id.replaceAll('\\', '/'));
}

/** The back-office screens or shell that opening a portal screen downloads (issue 18: none). */
export function portalShellLeaks(chunks: readonly BuiltChunk[]): PublicShellLeak[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter((chunk) => chunk.moduleIds.some(isPortalModule));
  const leaks: PublicShellLeak[] = [];
  for (const start of starts) {
    for (const file of staticClosure(byFile, [start.fileName])) {
      for (const module of byFile.get(file)?.moduleIds ?? []) {
        if (isBackOfficeScreenOrShell(module)) leaks.push({ module, file, from: start.fileName });
      }
    }
  }
  return leaks;
}
