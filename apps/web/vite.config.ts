import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = new URL('.', import.meta.url).pathname;

const isContractModule = (id: string): boolean =>
  /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/.test(id);

/** libphonenumber-js and the referral schema that uses it: the Refer a friend screen's alone. */
const isPhoneRule = (id: string): boolean =>
  /[\\/]node_modules[\\/]libphonenumber-js[\\/]/.test(id) ||
  /[\\/]packages[\\/]contract[\\/]src[\\/]accounts[\\/](phone-number|referral\.schemas)\.ts$/.test(
    id,
  );

const usesZod = (id: string): boolean =>
  /[\\/]node_modules[\\/]zod[\\/]/.test(id) ||
  (isContractModule(id) && readFileSync(id, 'utf8').includes("from 'zod'"));

/** A contract module built on a library other than zod (date-fns, csv-stringify). */
const usesLibrary = (id: string): boolean =>
  isContractModule(id) && /from '(?![./]|zod'|@opentill\/)/.test(readFileSync(id, 'utf8'));

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // The user decides when to apply an update ("App updated! Click here to apply update.").
      registerType: 'prompt',
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'OpenTill',
        short_name: 'OpenTill',
        description: 'Point of sale and order management',
        theme_color: '#0f5c57',
        background_color: '#f4f6f6',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: 'index.html',
        // API calls and the OpenAPI docs are never answered from the app shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
    // Each text asset is also written as .br and .gz, at the best ratio, once, at build time:
    // the server sends the one the browser takes (apps/server/src/http/web-app.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress', {}), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: { '@': `${webRoot}src` },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Forms and the edit dialogs validate with zod; the till's first screen does not.
          // zod and every contract module that builds schemas with it get a chunk of their
          // own, so that chunk merging never pulls them into a chunk the till loads.
          // Their plain dependencies (messages, constants) stay where the rest of the app
          // finds them; following them in would make the shell load the zod chunk.
          groups: [
            // The phone number metadata (about 30 KB gzipped) loads with the one screen
            // that checks a phone, not with the zod-free contract chunk every page loads.
            {
              name: (id: string) => (isPhoneRule(id) ? 'phone-number' : null),
              includeDependenciesRecursively: false,
            },
            {
              name: (id: string) => (usesZod(id) ? 'zod' : null),
              includeDependenciesRecursively: false,
            },
            // The zod-free contract modules (messages, constants, deliver-to …) in one small
            // chunk of their own. Left to chunk merging, one could land in a feature's chunk
            // that itself imports the zod chunk: the two chunks would import each other, and
            // the zod chunk would read that module's values before they exist.
            // A module built on another library (time zones, the CSV writer) stays out of it and
            // goes with the pages that use it: in the shared chunk it would make every page,
            // the till's first screen too, load that library. None of them imports a zod module.
            {
              name: (id: string) =>
                isContractModule(id) && !usesZod(id) && !usesLibrary(id) ? 'contract' : null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
