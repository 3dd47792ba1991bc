import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = new URL('.', import.meta.url).pathname;

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
  ],
  resolve: {
    alias: { '@': `${webRoot}src` },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
