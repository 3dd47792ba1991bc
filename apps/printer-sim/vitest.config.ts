import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'printer-sim', environment: 'node', include: ['src/**/*.test.ts'] },
});
