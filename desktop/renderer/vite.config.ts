import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import {
  antdInPublicPages,
  BUNDLE_SIZES_FILE,
  type BundlePart,
  bundleSizes,
  chunkFileName,
  chunkOf,
  entryFiles,
  portalShellLeaks,
  publicShellLeaks,
} from './bundle-chunks';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Dev-server only: the API serves the built bundle itself in every other setup (ARCHITECTURE).
const apiOrigin = 'http://localhost:3000';
// The renderer has an api/ folder of its own: its modules (/api/client.ts) are served here, not proxied.
const isRendererModule = (url: string | undefined) => /\.(tsx?|css)(\?|$)/.test(url ?? '');
const apiProxy = {
  '/api': {
    target: apiOrigin,
    bypass: (req: { url?: string }) => (isRendererModule(req.url) ? req.url : undefined),
  },
  '/open': apiOrigin,
  '/healthz': apiOrigin,
};

/**
 * Fails the build when opening a public page would download back-office code (a static import from
 * the public shell or a public screen into a back-office feature) or, for a page built on the light
 * kit, any of antd, and says how much every first visit downloads. Vite prints each file's size above this line.
 */
function checkPublicShell(): Plugin {
  return {
    name: 'consigndesk:public-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const leaks = publicShellLeaks(chunks);
      if (leaks.length > 0) {
        const lines = leaks.map((leak) => `  ${leak.module} in ${leak.file}, loaded by ${leak.from}`);
        this.error(`The public shell downloads back-office code:\n${lines.join('\n')}`);
      }
      const antd = antdInPublicPages(chunks);
      if (antd.length > 0) {
        const lines = antd.map((found) => `  ${found.module} in ${found.file}, loaded by ${found.screen}`);
        this.error(
          `A light public page downloads antd (public pages use ui/light; antd's root is a lazy route for the back office):\n${lines.join('\n')}`,
        );
      }
      const portalLeaks = portalShellLeaks(chunks);
      if (portalLeaks.length > 0) {
        const lines = portalLeaks.map((leak) => `  ${leak.module} in ${leak.file}, loaded by ${leak.from}`);
        this.error(`The consigner portal downloads back-office screens:\n${lines.join('\n')}`);
      }
      const files = entryFiles(chunks);
      const bytes = files.reduce((total, file) => {
        const output = bundle[file];
        return total + (output?.type === 'chunk' ? output.code.length : 0);
      }, 0);
      this.info(
        `public shell: ${files.length} files, ${Math.round(bytes / 1024)} kB of JavaScript before gzip`,
      );
      const sizes = bundleSizes(chunks, (file) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? Buffer.byteLength(output.code) : 0;
      });
      const kB = (part: BundlePart) => `${part.files.length} files, ${Math.round(part.bytes / 1024)} kB`;
      this.info(
        `public pages: ${kB(sizes.publicPages)}; back office: ${kB(sizes.backOffice)} (JavaScript before gzip)`,
      );
      for (const [route, part] of Object.entries(sizes.screens))
        this.info(`  first visit of ${route}: ${kB(part)}`);
      // Read by `npm run bench` (tests/bench/bundle-goal.ts): the public pages' share of the back office's.
      this.emitFile({ type: 'asset', fileName: BUNDLE_SIZES_FILE, source: JSON.stringify(sizes, null, 2) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./', import.meta.url)),
  base: '/',
  plugins: [react(), checkPublicShell()],
  resolve: { alias: { '@shared': `${repoRoot}shared`, '@renderer': `${repoRoot}desktop/renderer` } },
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: `${repoRoot}dist/renderer`,
    emptyOutDir: true,
    assetsDir: 'assets',
    // Vite prints every file with its size (and gzip size) after each build: keep that on.
    reportCompressedSize: true,
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
        // Only the modules chunkOf names: what they import stays free for Rollup to put where it is shared.
        onlyExplicitManualChunks: true,
        chunkFileNames: (chunk) => `assets/${chunkFileName(chunk)}-[hash].js`,
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
