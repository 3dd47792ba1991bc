import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const webRoot = new URL('.', import.meta.url).pathname;

/** Component tests for apps/web; the root vitest config lists this file as the `web` project. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${webRoot}src/` },
      // The PWA plugin's virtual module exists only in a Vite build; tests get a stub.
      {
        find: /^virtual:pwa-register\/react$/,
        replacement: `${webRoot}src/testing/pwa-register-stub.ts`,
      },
      // One copy of react-router: Vite does not know its `module-sync` condition and would
      // load `react-router` as CommonJS but `react-router/dom` as ESM, losing the router context.
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(import.meta.resolve('react-router/dom')),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/testing/setup.ts'],
    // As the server suite: a loaded two-core CI machine, not a slow test, is what 5 s would catch.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
