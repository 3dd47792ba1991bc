/**
 * Where uploaded files live, by key (e.g. `photos/users/<id>/<hash>.jpg`).
 * The database is the one store (pg-file-store.ts), so every process serves the
 * same files; an object store would be a second one.
 */
export type FileStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
};

// Keys are made by the server, never taken from a request; refusing anything
// else keeps every key a path an object store or a folder could hold as well.
const KEY_SHAPE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export const assertFileKey = (key: string): void => {
  if (!KEY_SHAPE.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`not a file key: ${key}`);
};
