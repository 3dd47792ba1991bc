// Builds the web app and the server when either is missing or older than its sources.
import { execSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

const contract = 'packages/contract/src';
const steps = [
  {
    what: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', contract],
    run: 'npm run build -w apps/web',
  },
  {
    what: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', contract],
    run: 'npm run build -w apps/server',
  },
];

export const buildStale = () => {
  for (const step of steps) {
    if (!isStale(step.output, step.sources)) continue;
    process.stdout.write(`Building the ${step.what}…\n`);
    execSync(step.run, { stdio: 'inherit' });
  }
};
