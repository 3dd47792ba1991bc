import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');

/** Another OpenTill process holding `dir`: it takes the lock as the server does, then idles. */
const holdInAnotherProcess = async (dir: string): Promise<ChildProcess> => {
  const script = `import(${JSON.stringify(lockModule)})
    .then((m) => m.lockDataDir(${JSON.stringify(dir)}))
    .then(() => { process.stdout.write('locked\\n'); setInterval(() => {}, 60_000); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('lockDataDir', () => {
  it('refuses a directory another OpenTill process holds, naming it and what to do', async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    const refusal = lockDataDir(dir);
    await expect(refusal).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The data directory ${dir} is in use by another OpenTill process (pid ${holder.pid}). Stop that process, or set DATA_DIR to another folder.`,
    );
  }, 30_000);

  it('is free the moment its holder is killed, with no file left to clean up', async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    const release = await lockDataDir(dir);
    await release();
  }, 30_000);

  it.runIf(process.platform === 'linux')(
    'is not blocked by an old lock file naming a live process that is not OpenTill',
    async () => {
      const dir = tempDir();
      const unrelated = spawn('sleep', ['600']);
      children.push(unrelated);
      fs.writeFileSync(path.join(dir, 'opentill.lock'), String(unrelated.pid));
      const release = await lockDataDir(dir);
      expect(fs.existsSync(path.join(dir, 'opentill.lock'))).toBe(false);
      await release();
    },
  );

  it('can be taken again once released, and twice in one process is refused', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
