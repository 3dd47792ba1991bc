// `npm run dev`: the API with reload on 8080 and Vite with hot reload on 5173 (proxying /api).
// Printers may be on loopback, where `npm run printer-sim` listens, unless the env says otherwise.
import { spawn } from 'node:child_process';

const serverEnv = { PRINTERS_ON_LOOPBACK: 'allow', ...process.env };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
