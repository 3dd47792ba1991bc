import { defineConfig } from 'vitest/config';

// The cluster suite (issue 18): three built server processes behind HAProxy on one
// PostgreSQL database, then the same with PgBouncer in transaction mode between them and
// the database. `npm test` runs it after the build; alone:
// `npx vitest run --config e2e/cluster/vitest.config.ts`.
const project = (name: string, include: string[]) => ({
  test: {
    name,
    include,
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share their project's cluster: one at a time, so each counts only its own.
    fileParallelism: false,
  },
});

export default defineConfig({
  root: import.meta.dirname,
  // The repository's cache, not a node_modules folder of its own here.
  cacheDir: '../../node_modules/.vite',
  test: {
    projects: [
      project('cluster', ['**/*.cluster.test.ts']),
      // The same tests, and PgBouncer's own (*.pooled.test.ts).
      project('cluster-pgbouncer', ['**/*.cluster.test.ts', '**/*.pooled.test.ts']),
    ],
    // Two clusters are six servers on two cores: one test file at a time.
    maxWorkers: 1,
  },
});
