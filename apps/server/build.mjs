// Bundles the server into dist/ so `npm start` runs plain node (fast cold start);
// node_modules stay external, the contract package (TypeScript source) is bundled in.
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/db/seed/seed-cli.ts', admin: 'src/admin-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports become chunks beside main.js, so main can load them while the database opens.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@opentill/contract': '../../packages/contract/src' },
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
