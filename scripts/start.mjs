// `npm start`: build what is missing or out of date, then run the server in this process.
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
for (const step of steps) {
  if (!isStale(step.output, step.sources)) continue;
  process.stdout.write(`Building the ${step.what}…\n`);
  execSync(step.run, { stdio: 'inherit' });
}
await import('../apps/server/dist/main.js');
