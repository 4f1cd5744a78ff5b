import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Rollup, build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antdInPublicPages, bundleSizes, type BundleSizes, chunkOf, publicShellLeaks } from './bundle-chunks';

/**
 * The cut of vite.config.ts (chunkOf) on a real Vite build of a small renderer shaped like ours: an
 * entry with lazy routes (antd's root, the public shell, the back office's shell, two light public
 * screens and a back-office screen) and libraries in node_modules. What the unit tests state module by module,
 * checked here on the files Rollup really writes: a library only a back-office screen imports (a
 * chart library and what only it imports) never reaches a public page, whatever its name.
 */

const FILES: Record<string, string> = {
  'desktop/renderer/main.tsx': `
    import { createRoot } from 'react';
    import { parse } from 'a-schema-library';
    createRoot(parse(' session '), [
      () => import('./app/antd-root'),
      () => import('./app/public-shell'),
      () => import('./features/auth/login-page'),
      () => import('./features/catalogue/catalogue-page'),
      () => import('./app/layout/back-office-shell'),
      () => import('./features/dashboard/dashboard-page'),
    ]);
  `,
  'desktop/renderer/app/antd-root.tsx': `
    import { ConfigProvider } from 'antd';
    export const AntdRoot = () => ConfigProvider('root');
  `,
  'desktop/renderer/app/public-shell.tsx': `export const PublicShell = () => 'gate';`,
  'desktop/renderer/app/layout/back-office-shell.tsx': `
    import { Menu } from 'antd';
    export const BackOfficeShell = () => Menu('side menu');
  `,
  'desktop/renderer/ui/light/button.tsx': `export const Button = (text) => '<button>' + text;`,
  'desktop/renderer/features/auth/login-page.tsx': `
    import { Button } from '../../ui/light/button';
    export const LoginPage = () => Button('Log in');
  `,
  'desktop/renderer/features/catalogue/catalogue-page.tsx': `
    import { Button } from '../../ui/light/button';
    export const CataloguePage = () => Button('Share');
  `,
  'desktop/renderer/features/dashboard/dashboard-page.tsx': `
    import { Button, Table } from 'antd';
    import { LineChart } from 'a-chart-library';
    export const DashboardPage = () => [Button('Export'), Table('rows'), LineChart('sales')];
  `,
  'node_modules/react/package.json': `{ "name": "react", "main": "index.js" }`,
  'node_modules/react/index.js': `export const createRoot = (session, routes) => routes.forEach((route) => route(session));`,
  // A library the entry imports (zod, say): before, every library shared one vendor file with it.
  'node_modules/a-schema-library/package.json': `{ "name": "a-schema-library", "module": "index.js" }`,
  'node_modules/a-schema-library/index.js': `export const parse = (text) => text.trim();`,
  'node_modules/antd/package.json': `{ "name": "antd", "module": "es/index.js", "sideEffects": false }`,
  'node_modules/antd/es/index.js': `
    export { ConfigProvider } from './config-provider/index.js';
    export { Button } from './button/index.js';
    export { Menu } from './menu/index.js';
    export { Table } from './table/index.js';
  `,
  'node_modules/antd/es/_util/theme.js': `export const themed = (name, text) => name + ':' + text;`,
  'node_modules/antd/es/config-provider/index.js': `import { themed } from '../_util/theme.js'; export const ConfigProvider = (text) => themed('config', text);`,
  'node_modules/antd/es/button/index.js': `import { themed } from '../_util/theme.js'; export const Button = (text) => themed('button', text);`,
  'node_modules/antd/es/menu/index.js': `import { themed } from '../_util/theme.js'; export const Menu = (text) => themed('menu', text);`,
  'node_modules/antd/es/table/index.js': `import { themed } from '../_util/theme.js'; export const Table = (text) => themed('table', text);`,
  'node_modules/a-chart-library/package.json': `{ "name": "a-chart-library", "module": "index.js" }`,
  'node_modules/a-chart-library/index.js': `import { scale } from 'a-scale-library'; export const LineChart = (text) => 'chart:' + scale(text);`,
  'node_modules/a-scale-library/package.json': `{ "name": "a-scale-library", "module": "index.js" }`,
  'node_modules/a-scale-library/index.js': `export const scale = (text) => 'scaled ' + text;`,
};

let root = '';
let chunks: Rollup.OutputChunk[] = [];
let sizes: BundleSizes;

/** The modules of the built files `files`, as paths below the fixture's root. */
const modulesOf = (files: readonly string[]) =>
  chunks
    .filter((chunk) => files.includes(chunk.fileName))
    .flatMap((chunk) => chunk.moduleIds)
    .map((id) => id.replace(root, ''));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bundle-chunks-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: join(root, 'desktop/renderer/main.tsx'),
        output: { manualChunks: chunkOf, onlyExplicitManualChunks: true },
      },
    },
  })) as Rollup.RollupOutput;
  chunks = output.output.flatMap((file) => (file.type === 'chunk' ? [file] : []));
  sizes = bundleSizes(chunks, (file) => chunks.find((chunk) => chunk.fileName === file)?.code.length ?? 0);
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the cut on a real build', () => {
  it('keeps antd out of a light public page and the back office out of every public page', () => {
    expect(antdInPublicPages(chunks)).toEqual([]);
    expect(publicShellLeaks(chunks)).toEqual([]);
    const visit = modulesOf(sizes.screens['/login']?.files ?? []);
    expect(visit).toContain('/desktop/renderer/ui/light/button.tsx');
    expect(visit.filter((id) => id.includes('/node_modules/antd/') || id.includes('antd-root'))).toEqual([]);
  });

  it("gives every public page the public shell and the light kit, and none of antd's root or components", () => {
    const visit = modulesOf(sizes.screens['/catalogue/:handle']?.files ?? []);
    expect(visit).toContain('/desktop/renderer/app/public-shell.tsx');
    expect(visit).toContain('/desktop/renderer/ui/light/button.tsx');
    const publicModules = modulesOf(sizes.publicPages.files);
    expect(
      publicModules.filter((id) => id.includes('/node_modules/antd/') || id.includes('antd-root')),
    ).toEqual([]);
  });

  it('keeps a library only a back-office screen imports, and what only it imports, out of every public file', () => {
    const publicModules = modulesOf(sizes.publicPages.files);
    expect(publicModules.filter((id) => /a-chart-library|a-scale-library/.test(id))).toEqual([]);
    const backOffice = modulesOf(sizes.backOffice.files);
    expect(backOffice).toContain('/node_modules/a-chart-library/index.js');
    expect(backOffice).toContain('/node_modules/a-scale-library/index.js');
    expect(backOffice).toContain('/node_modules/antd/es/table/index.js');
  });
});
