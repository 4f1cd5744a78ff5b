import { describe, expect, it } from 'vitest';
import {
  antdInPublicPages,
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

/** A built file; its modules named by their path in the renderer, or in full (a library's). */
function chunk(fileName: string, modules: string[], imports: string[] = [], isEntry = false): BuiltChunk {
  return {
    fileName,
    isEntry,
    imports,
    moduleIds: modules.map((module) => (module.startsWith('/') ? module : id(module))),
  };
}

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
    // A unit with two screens: the offer wizard and the mailed price link's page.
    'features/buy-and-sell/buy-and-sell-page.tsx': [],
    'features/buy-and-sell/price-link-page.tsx': [],
    'features/buy-and-sell/link-result.tsx': ['features/buy-and-sell/price-link-page.tsx'],
    'features/buy-and-sell/store-banner.tsx': [
      'features/buy-and-sell/buy-and-sell-page.tsx',
      'features/buy-and-sell/price-link-page.tsx',
    ],
  });

  it('puts React and the router in one vendor file, pdf.js in its own, and leaves every other library to Rollup', () => {
    expect(chunkOf('/repo/node_modules/react-dom/index.js', graph)).toBe('react');
    expect(chunkOf('/repo/node_modules/react-router/dist/index.mjs', graph)).toBe('react');
    // Only the label previews need pdf.js: its own file, loaded when one is drawn.
    expect(chunkOf('/repo/node_modules/pdfjs-dist/build/pdf.mjs', graph)).toBe('pdfjs');
    // No antd or vendor file every page downloads: Rollup cuts them by the screens that import them,
    // so a page gets the antd components of its screen, and a chart library only the chart's screen.
    expect(chunkOf('/repo/node_modules/antd/es/button/index.js', graph)).toBeUndefined();
    expect(chunkOf('/repo/node_modules/@rc-component/select/es/index.js', graph)).toBeUndefined();
    expect(chunkOf('/repo/node_modules/zod/index.js', graph)).toBeUndefined();
    expect(chunkOf('/repo/node_modules/recharts/es6/index.js', graph)).toBeUndefined();
  });

  it("puts a screen and what only it imports in the screen's file, named after its unit", () => {
    expect(chunkOf(id('features/products/products-page.tsx'), graph)).toBe('products-page');
    expect(chunkOf(id('features/products/product-card.tsx'), graph)).toBe('products-page');
    expect(chunkOf(id('features/inventory/detail/inventory-detail-page.tsx'), graph)).toBe(
      'inventory-detail-page',
    );
    expect(chunkOf(id('features/buy-and-sell/buy-and-sell-page.tsx'), graph)).toBe('buy-and-sell-page');
  });

  it('gives each screen of a unit its own file, and leaves what two of them import to Rollup', () => {
    expect(chunkOf(id('features/buy-and-sell/price-link-page.tsx'), graph)).toBe(
      'buy-and-sell-price-link-page',
    );
    expect(chunkOf(id('features/buy-and-sell/link-result.tsx'), graph)).toBe('buy-and-sell-price-link-page');
    expect(chunkOf(id('features/buy-and-sell/store-banner.tsx'), graph)).toBeUndefined();
  });

  it('leaves what another unit imports, directly or not, to Rollup (no two feature files import each other)', () => {
    expect(chunkOf(id('features/products/product-image.tsx'), graph)).toBeUndefined();
    expect(chunkOf(id('features/products/image-frame.tsx'), graph)).toBeUndefined();
    expect(chunkOf(id('ui/page-header.tsx'), graph)).toBeUndefined();
  });
});

describe('antdInPublicPages', () => {
  const antdButton = '/repo/node_modules/antd/es/button/index.js';
  const chunks = [
    chunk(
      'index.js',
      [id('main.tsx'), '/repo/node_modules/antd/dist/reset.css'],
      ['react.js', 'shared.js'],
      true,
    ),
    chunk('react.js', ['/repo/node_modules/react-dom/index.js']),
    chunk('shared.js', ['/repo/node_modules/@rc-component/util/es/hooks/useEvent.js']),
    chunk('public-shell.js', [id('app/public-shell.tsx')], ['light.js']),
    chunk('light.js', [id('ui/light/button.tsx')]),
    chunk('login.js', [id('features/auth/login-page.tsx')], ['light.js']),
    chunk('catalogue.js', [id('features/catalogue/catalogue-page.tsx')], ['light.js']),
    chunk('antd-button.js', [antdButton]),
    chunk('antd-root.js', [id('app/antd-root.tsx'), '/repo/node_modules/antd/es/config-provider/index.js']),
  ];

  it("finds antd's JavaScript anywhere in a light page's first visit: the entry, the shell, the screen", () => {
    const useEvent = '/repo/node_modules/@rc-component/util/es/hooks/useEvent.js';
    expect(antdInPublicPages(chunks)).toEqual([
      { module: useEvent, file: 'shared.js', screen: 'login.js' },
      { module: useEvent, file: 'shared.js', screen: 'catalogue.js' },
    ]);
    const withoutShared = chunks.filter((built) => built.fileName !== 'shared.js');
    expect(antdInPublicPages(withoutShared)).toEqual([]);
    const lightScreenOnAntd = withoutShared.map((built) =>
      built.fileName === 'login.js' ? { ...built, imports: ['light.js', 'antd-button.js'] } : built,
    );
    expect(antdInPublicPages(lightScreenOnAntd)).toEqual([
      { module: antdButton, file: 'antd-button.js', screen: 'login.js' },
    ]);
  });

  it("leaves out antd's reset stylesheet, and antd's root, which no public page's visit starts from", () => {
    const found = antdInPublicPages(chunks).map((item) => item.module);
    expect(found).not.toContain('/repo/node_modules/antd/dist/reset.css');
    expect(found).not.toContain('/repo/node_modules/antd/es/config-provider/index.js');
  });
});

describe('publicShellLeaks', () => {
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

  it('finds back-office code the lazy public shell imports statically', () => {
    const chunks = [
      chunk('index.js', ['main.tsx', 'app/router.tsx'], [], true),
      chunk('public-shell.js', ['app/public-shell.tsx', 'app/route-gate.tsx'], ['back-office.js']),
      chunk('back-office.js', ['app/layout/side-menu.tsx']),
    ];
    expect(publicShellLeaks(chunks)).toEqual([
      { module: id('app/layout/side-menu.tsx'), file: 'back-office.js', from: 'public-shell.js' },
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
    expect(chunkFileName({ name: 'react', moduleIds: ['/repo/node_modules/react/index.js'] })).toBe('react');
  });

  it('names a piece of a library Rollup cut after the library and its part', () => {
    expect(chunkFileName({ name: 'Table', moduleIds: ['/repo/node_modules/antd/es/table/Table.js'] })).toBe(
      'antd-table',
    );
    expect(chunkFileName({ name: 'index', moduleIds: ['/repo/node_modules/antd/es/button/index.js'] })).toBe(
      'antd-button',
    );
    expect(
      chunkFileName({ name: 'index', moduleIds: ['/repo/node_modules/@rc-component/select/es/index.js'] }),
    ).toBe('rc-component-select');
    expect(chunkFileName({ name: 'index', moduleIds: ['/repo/node_modules/zod/v4/classic/index.js'] })).toBe(
      'zod-classic',
    );
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
  const chunks = [
    chunk(
      'index.js',
      ['main.tsx', 'app/router.tsx', 'app/routes.tsx', 'app/light-root.tsx'],
      ['react.js'],
      true,
    ),
    chunk('react.js', []),
    // The lazy routes around the screens: antd's root for the back office, a shell per side.
    chunk('antd-root.js', ['app/antd-root.tsx'], ['antd-core.js']),
    chunk('antd-core.js', []),
    chunk('public-shell.js', ['app/public-shell.tsx', 'app/route-gate.tsx'], ['light-kit.js']),
    chunk('light-kit.js', ['ui/light/button.tsx']),
    chunk('back-office.js', ['app/layout/back-office-shell.tsx'], ['antd-menu.js']),
    chunk('antd-menu.js', []),
    chunk('login.js', ['features/auth/login-page.tsx'], ['light-kit.js']),
    chunk('catalogue.js', ['features/catalogue/catalogue-page.tsx'], ['light-kit.js', 'ui-card.js']),
    chunk('kiosk.js', ['features/kiosk/kiosk-page.tsx'], ['light-kit.js', 'ui-card.js']),
    chunk('antd-input.js', []),
    chunk('ui-card.js', ['ui/shopper-product-card.tsx']),
    chunk('products.js', ['features/products/products-page.tsx'], ['antd-table.js', 'antd-input.js']),
    chunk('antd-table.js', []),
    // Loaded when a label preview is drawn, not on a first visit.
    chunk('pdfjs.js', []),
  ];
  const sizes: Record<string, number> = {
    'index.js': 10,
    'react.js': 100,
    'antd-root.js': 1,
    'antd-core.js': 50,
    'public-shell.js': 2,
    'light-kit.js': 8,
    'back-office.js': 40,
    'antd-menu.js': 60,
    'login.js': 5,
    'catalogue.js': 20,
    'kiosk.js': 30,
    'antd-input.js': 25,
    'ui-card.js': 5,
    'products.js': 60,
    'antd-table.js': 150,
    'pdfjs.js': 900,
  };
  const result = bundleSizes(chunks, (file) => sizes[file] ?? 0);

  it("counts the public pages: the entry, the public shell and every public screen, without antd's root", () => {
    expect(result.publicPages).toEqual({
      files: [
        'catalogue.js',
        'index.js',
        'kiosk.js',
        'light-kit.js',
        'login.js',
        'public-shell.js',
        'react.js',
        'ui-card.js',
      ],
      bytes: 180,
    });
  });

  it("counts the back office: the entry, antd's root, its shell and every back-office screen with theirs", () => {
    expect(result.backOffice).toEqual({
      files: [
        'antd-core.js',
        'antd-input.js',
        'antd-menu.js',
        'antd-root.js',
        'antd-table.js',
        'back-office.js',
        'index.js',
        'products.js',
        'react.js',
      ],
      bytes: 496,
    });
  });

  it("reports each public route's first visit, without antd's root", () => {
    expect(result.screens['/login']).toEqual({
      files: ['index.js', 'light-kit.js', 'login.js', 'public-shell.js', 'react.js'],
      bytes: 125,
    });
    // Everything the public pages download but the kiosk's and the login's screens.
    expect(result.screens['/catalogue/:handle']?.files).toEqual(
      result.publicPages.files.filter((file) => file !== 'kiosk.js' && file !== 'login.js'),
    );
    expect(result.screens['/instore']?.bytes).toBe(155);
    expect(result.screens['/buyandsell']).toBeUndefined();
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
