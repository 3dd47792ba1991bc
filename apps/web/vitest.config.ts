import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const webRoot = new URL('.', import.meta.url).pathname;

/** Component tests for apps/web; the root vitest config lists this file as the `web` project. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@': `${webRoot}src`,
      // The PWA plugin's virtual module exists only in a Vite build; tests get a stub.
      'virtual:pwa-register/react': `${webRoot}src/testing/pwa-register-stub.ts`,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
