import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const inUse = (dataDir: string, holder: string) =>
  new DataDirInUseError(
    `The data directory ${dataDir} is in use by another OpenTill process (pid ${holder}). ` +
      'Stop that process, or set DATA_DIR to another folder.',
  );

/**
 * The lock's name: a socket in Linux's abstract namespace (or a Windows named
 * pipe), which the kernel owns. It has no file, so nothing is left behind, and
 * it is gone the moment its process ends, however it ends: a kill -9 or a
 * reused pid can never leave a stale lock.
 */
const lockNameOf = (dataDir: string): string | null => {
  const id = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 40);
  if (process.platform === 'linux') return `\0opentill-data-dir-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\opentill-data-dir-${id}`;
  return null;
};

/** The holder answers a connection with its pid, for the refusal to name it. */
const askHolder = (name: string): Promise<string> =>
  new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(name);
    const done = () => {
      socket.destroy();
      resolve(/^\d+$/.test(answer) ? answer : 'unknown');
    };
    socket.setTimeout(1000, done);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', done);
    socket.on('error', done);
  });

const listenOn = (server: net.Server, name: string): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Where no kernel-owned name exists (macOS): a pid file, taken over when its
 * process is gone. A pid reused by another program keeps it; the refusal says
 * which pid, so a person can tell and remove the file.
 */
const lockWithPidFile = (dataDir: string): (() => Promise<void>) => {
  const lockPath = path.join(dataDir, 'opentill.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return async () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
        throw inUse(dataDir, String(holder));
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
};

/**
 * PGlite has one connection and does not lock its directory, so two processes
 * on one directory would corrupt it: the first to start holds the directory's
 * lock until it exits; a second is refused, naming the first. Resolves to the
 * release.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  fs.mkdirSync(dataDir, { recursive: true });
  const name = lockNameOf(dataDir);
  if (!name) return lockWithPidFile(dataDir);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listenOn(server, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw inUse(dataDir, await askHolder(name));
  }
  // The lock never keeps the process alive by itself.
  server.unref();
  // A pid file left by an older OpenTill means nothing now that the lock is held.
  fs.rmSync(path.join(dataDir, 'opentill.lock'), { force: true });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};
