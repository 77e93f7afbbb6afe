import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('../src/contracts/', import.meta.url));

/**
 * react-router's package exports only its development build (warnings and checks, ~30 % larger); a
 * production bundle takes the production build it ships beside it.
 */
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

export default defineConfig(({ mode }) => ({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      { find: '@contracts', replacement: contracts.replace(/\/$/, '') },
      ...(mode === 'production' && fs.existsSync(`${reactRouterProduction}index.mjs`)
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : []),
    ],
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser this app supports (ES2022) has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // The shared contracts (src/contracts) only declare schemas and helpers, so a page that uses one
        // helper does not pull in every zod schema (and zod) of that module.
        moduleSideEffects: (id: string) => !id.includes(`${contracts}`),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: false } },
  },
}));
