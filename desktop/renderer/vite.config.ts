import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };

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

export default defineConfig({
  root: fileURLToPath(new URL('./', import.meta.url)),
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@shared': `${repoRoot}shared` } },
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: `${repoRoot}dist/renderer`,
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      output: {
        // Libraries change far less often than screens: separate files stay cached across releases.
        manualChunks: (id) => {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+)\//.test(id)) return 'antd';
          if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
