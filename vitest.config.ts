import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/terminal-sim/vitest.config.ts',
      'apps/printer-sim/vitest.config.ts',
    ],
    // Each API test file opens its own database (~300 MB for PGlite): two at a time fits two cores.
    maxWorkers: 2,
  },
});
