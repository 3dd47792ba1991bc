import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'terminal-sim', environment: 'node', include: ['src/**/*.test.ts'] },
});
