import { describe, expect, it } from 'vitest';
import {
  bundleSizes,
  type BuiltChunk,
  chunkFileName,
  chunkOf,
  isBackOfficeModule,
  isPublicScreen,
  type ModuleGraph,
  portalShellLeaks,
  publicShellLeaks,
  unitOf,
} from './bundle-chunks';

const ROOT = '/repo/desktop/renderer/';
const id = (path: string) => `${ROOT}${path}`;

/** A module graph from "module → the modules that import it". */
function graphOf(importers: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (module) => {
      const path = module.slice(ROOT.length);
      return path in importers ? { importers: importers[path].map(id) } : null;
    },
  };
}

describe('unitOf', () => {
  it('names a feature, a part of a feature, and the back-office shell', () => {
    expect(unitOf(id('features/auth/login-page.tsx'))).toBe('auth');
    expect(unitOf(id('features/inventory/list/inventory-list-page.tsx'))).toBe('inventory-list');
    expect(unitOf(id('features/inventory/shared/queries.ts'))).toBe('inventory-shared');
    expect(unitOf(id('app/layout/side-menu.tsx'))).toBe('back-office');
  });

  it('leaves the shared code of the renderer and libraries alone', () => {
    expect(unitOf(id('ui/page-header.tsx'))).toBeUndefined();
    expect(unitOf(id('app/route-gate.tsx'))).toBeUndefined();
    expect(unitOf('/repo/shared/contracts/employees.ts')).toBeUndefined();
    expect(unitOf('/repo/node_modules/antd/es/button/index.js')).toBeUndefined();
  });
});

describe('public and back-office modules', () => {
  it('knows the public screens', () => {
    expect(isPublicScreen(id('features/auth/login-page.tsx'))).toBe(true);
    expect(isPublicScreen(id('features/store-signup/store-signup-page.tsx'))).toBe(true);
    expect(isPublicScreen(id('app/screen-placeholder.tsx'))).toBe(true);
    expect(isPublicScreen(id('features/products/products-page.tsx'))).toBe(false);
  });

  it('counts every other feature and the side-menu layout as back office', () => {
    expect(isBackOfficeModule(id('features/inventory/list/inventory-list-page.tsx'))).toBe(true);
    expect(isBackOfficeModule(id('features/consigners/queries.ts'))).toBe(true);
    expect(isBackOfficeModule(id('app/layout/app-layout.tsx'))).toBe(true);
    expect(isBackOfficeModule(id('features/session/queries.ts'))).toBe(false);
    expect(isBackOfficeModule(id('ui/notify.ts'))).toBe(false);
  });
});

describe('chunkOf', () => {
  const graph = graphOf({
    'features/products/products-page.tsx': [],
    'features/products/product-card.tsx': ['features/products/products-page.tsx'],
    // Imported by inventory too: shared, so Rollup places it.
    'features/products/product-image.tsx': [
      'features/products/product-card.tsx',
      'features/inventory/detail/inventory-detail-page.tsx',
    ],
    'features/inventory/detail/inventory-detail-page.tsx': [],
    // Only the detail page imports it, but through a module another unit also imports.
    'features/products/image-frame.tsx': ['features/products/product-image.tsx'],
  });

  it('puts the libraries in three vendor files', () => {
    expect(chunkOf('/repo/node_modules/antd/es/button/index.js', graph)).toBe('antd');
    expect(chunkOf('/repo/node_modules/@rc-component/select/es/index.js', graph)).toBe('antd');
    expect(chunkOf('/repo/node_modules/react-dom/index.js', graph)).toBe('react');
    expect(chunkOf('/repo/node_modules/zod/index.js', graph)).toBe('vendor');
    // Only the label previews need pdf.js: its own file, loaded when one is drawn.
    expect(chunkOf('/repo/node_modules/pdfjs-dist/build/pdf.mjs', graph)).toBe('pdfjs');
  });

  it("puts a screen and what only its unit imports in the unit's file", () => {
    expect(chunkOf(id('features/products/products-page.tsx'), graph)).toBe('products');
    expect(chunkOf(id('features/products/product-card.tsx'), graph)).toBe('products');
    expect(chunkOf(id('features/inventory/detail/inventory-detail-page.tsx'), graph)).toBe(
      'inventory-detail',
    );
  });

  it('leaves what another unit imports, directly or not, to Rollup (no two feature files import each other)', () => {
    expect(chunkOf(id('features/products/product-image.tsx'), graph)).toBeUndefined();
    expect(chunkOf(id('features/products/image-frame.tsx'), graph)).toBeUndefined();
    expect(chunkOf(id('ui/page-header.tsx'), graph)).toBeUndefined();
  });
});

describe('publicShellLeaks', () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    isEntry = false,
  ): BuiltChunk => ({
    fileName,
    isEntry,
    imports,
    moduleIds: moduleIds.map(id),
  });

  it('finds the back office in a bundle whose route table imports every screen (before lazy routes)', () => {
    const chunks = [
      chunk(
        'index.js',
        [
          'main.tsx',
          'app/routes.tsx',
          'features/auth/login-page.tsx',
          'features/inventory/inventory-list-page.tsx',
        ],
        ['react.js', 'back-office.js'],
        true,
      ),
      chunk('react.js', []),
      chunk('back-office.js', ['app/layout/app-layout.tsx']),
    ];
    expect(publicShellLeaks(chunks)).toEqual([
      { module: id('features/inventory/inventory-list-page.tsx'), file: 'index.js', from: 'index.js' },
      { module: id('app/layout/app-layout.tsx'), file: 'back-office.js', from: 'index.js' },
    ]);
  });

  it('finds back-office code a public screen imports statically', () => {
    const chunks = [
      chunk('index.js', ['main.tsx', 'app/routes.tsx'], [], true),
      chunk('auth.js', ['features/auth/login-page.tsx'], ['products-image.js']),
      chunk('products-image.js', ['features/products/product-image.tsx']),
    ];
    expect(publicShellLeaks(chunks)).toEqual([
      { module: id('features/products/product-image.tsx'), file: 'products-image.js', from: 'auth.js' },
    ]);
  });

  it('accepts back-office files the public shell only imports lazily', () => {
    const chunks = [
      chunk('index.js', ['main.tsx', 'app/routes.tsx', 'app/route-gate.tsx'], ['session.js'], true),
      chunk('session.js', ['features/session/queries.ts']),
      chunk('auth.js', ['features/auth/login-page.tsx'], ['ui-public-page.js']),
      chunk('ui-public-page.js', ['ui/public-page.tsx']),
      chunk('inventory-list.js', ['features/inventory/list/inventory-list-page.tsx'], ['session.js']),
      chunk('back-office.js', ['app/layout/back-office-shell.tsx'], ['session.js']),
    ];
    expect(publicShellLeaks(chunks)).toEqual([]);
  });
});

describe('chunkFileName', () => {
  it('keeps the name of a unit or vendor file', () => {
    expect(chunkFileName({ name: 'inventory-list', moduleIds: [id('features/inventory/list/a.tsx')] })).toBe(
      'inventory-list',
    );
    expect(chunkFileName({ name: 'antd', moduleIds: ['/repo/node_modules/antd/es/index.js'] })).toBe('antd');
  });

  it('names a shared file after its module and where it lives', () => {
    expect(chunkFileName({ name: 'queries', moduleIds: [id('features/consigners/queries.ts')] })).toBe(
      'consigners-queries',
    );
    expect(chunkFileName({ name: 'page-header', moduleIds: [id('ui/page-header.tsx')] })).toBe(
      'ui-page-header',
    );
    expect(chunkFileName({ name: 'employees', moduleIds: ['/repo/shared/contracts/employees.ts'] })).toBe(
      'shared-employees',
    );
    expect(chunkFileName({ name: 'screen-placeholder', moduleIds: [id('app/screen-placeholder.tsx')] })).toBe(
      'screen-placeholder',
    );
  });
});

describe('bundleSizes', () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    isEntry = false,
  ): BuiltChunk => ({ fileName, isEntry, imports, moduleIds: moduleIds.map(id) });
  const chunks = [
    chunk('index.js', ['main.tsx', 'app/routes.tsx'], ['react.js'], true),
    chunk('react.js', []),
    chunk('antd.js', []),
    chunk('catalogue.js', ['features/catalogue/catalogue-page.tsx'], ['antd.js', 'ui-card.js']),
    chunk('kiosk.js', ['features/kiosk/kiosk-page.tsx'], ['antd.js', 'ui-card.js']),
    chunk('ui-card.js', ['ui/shopper-product-card.tsx']),
    chunk('back-office.js', ['app/layout/back-office-shell.tsx'], ['antd.js']),
    chunk('products.js', ['features/products/products-page.tsx'], ['antd.js', 'pdfjs.js']),
    chunk('pdfjs.js', []),
  ];
  const sizes: Record<string, number> = {
    'index.js': 10,
    'react.js': 100,
    'antd.js': 500,
    'catalogue.js': 20,
    'kiosk.js': 30,
    'ui-card.js': 5,
    'back-office.js': 40,
    'products.js': 60,
    'pdfjs.js': 900,
  };
  const result = bundleSizes(chunks, (file) => sizes[file] ?? 0);

  it('counts the public pages: the entry and every public screen with what they import', () => {
    expect(result.publicPages).toEqual({
      files: ['antd.js', 'catalogue.js', 'index.js', 'kiosk.js', 'react.js', 'ui-card.js'],
      bytes: 665,
    });
  });

  it('counts the back office: the entry, its shell and every back-office screen with theirs', () => {
    expect(result.backOffice).toEqual({
      files: ['antd.js', 'back-office.js', 'index.js', 'pdfjs.js', 'products.js', 'react.js'],
      bytes: 1610,
    });
  });

  it("reports what the catalogue's and the kiosk's first visit download, and never the back office", () => {
    expect(result.screens['/catalogue/:handle']?.files).toEqual([
      'antd.js',
      'catalogue.js',
      'index.js',
      'react.js',
      'ui-card.js',
    ]);
    expect(result.screens['/instore']?.bytes).toBe(645);
    expect(result.screens['/login']).toBeUndefined();
  });
});

describe('portalShellLeaks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): BuiltChunk => ({
    fileName,
    isEntry: false,
    imports,
    moduleIds: moduleIds.map(id),
  });

  it('finds the back-office shell or a staff screen a portal screen imports statically', () => {
    const chunks = [
      chunk(
        'portal-items.js',
        ['features/portal/items/portal-items-page.tsx'],
        ['back-office.js', 'payouts.js'],
      ),
      chunk('back-office.js', ['app/layout/side-menu.tsx']),
      chunk('payouts.js', ['features/payouts/payouts-page.tsx']),
    ];
    expect(portalShellLeaks(chunks)).toEqual([
      { module: id('app/layout/side-menu.tsx'), file: 'back-office.js', from: 'portal-items.js' },
      { module: id('features/payouts/payouts-page.tsx'), file: 'payouts.js', from: 'portal-items.js' },
    ]);
  });

  it("accepts the staff side's small shared parts and what the portal loads lazily", () => {
    const chunks = [
      chunk(
        'portal.js',
        ['features/portal/portal-shell.tsx', 'features/portal/portal-layout.tsx'],
        ['fields.js'],
      ),
      chunk('fields.js', [
        'features/consigners/payout-fields.tsx',
        'features/inventory/add/fee-breakdown.tsx',
      ]),
      chunk('back-office.js', ['app/layout/back-office-shell.tsx']),
    ];
    expect(portalShellLeaks(chunks)).toEqual([]);
  });
});
