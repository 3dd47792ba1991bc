import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under the given folders (skipping node_modules and build output). */
export const newestMtime = (dirs) => {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    if (fs.statSync(dir).isFile()) {
      newest = Math.max(newest, fs.statSync(dir).mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
};

/** True when `output` is missing or older than anything in `sources`. */
export const isStale = (output, sources) =>
  !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestMtime(sources);
