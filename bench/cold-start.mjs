// Embedded cold start: spawn → healthy /api/health/, first start and restarts, and RSS.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(server)) {
  console.log('Building the app first…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
const RESTARTS = 5;
const port = 18_000 + Math.floor(Math.random() * 1000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-'));

/** @param {number} pid */
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const startOnce = async () => {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 300));
  const rss = rssMb(child.pid ?? 0);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { ms, rss };
};

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const first = await startOnce();
const restarts = [];
for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce());
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `first start (initdb, migrate, seed): ${first.ms.toFixed(0)} ms to healthy, RSS ${first.rss.toFixed(0)} MB`,
);
console.log(
  `restart, median of ${RESTARTS}: ${median(restarts.map((r) => r.ms)).toFixed(0)} ms to healthy (target ≤ 1500), ` +
    `RSS ${median(restarts.map((r) => r.rss)).toFixed(0)} MB (target ≤ 400)`,
);
console.log(
  `restarts: ${restarts.map((r) => `${r.ms.toFixed(0)} ms/${r.rss.toFixed(0)} MB`).join(', ')}`,
);
