import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore } from './file-store.js';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one folder on this machine (config FILES_DIR, default
 * `${DATA_DIR}/files`). Writes go to a temporary name and are renamed into
 * place, so a reader never sees half a file.
 */
export const createLocalFileStore = (root: string): FileStore => {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
};
