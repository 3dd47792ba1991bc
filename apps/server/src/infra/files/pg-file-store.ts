import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { storedFiles } from '@/db/schema/index.js';
import { assertFileKey, type FileStore } from './file-store.js';

/**
 * Files as rows of stored_files, on either driver: every process behind a load
 * balancer serves the same files, and a backup of the database holds them too.
 * Fit for small files (photos re-encoded to a few tens of kilobytes), not media.
 */
export const createPgFileStore = (db: Db): FileStore => ({
  async put(key, data) {
    assertFileKey(key);
    // One statement: a reader sees the old file or the new one, never half of either.
    await db
      .insert(storedFiles)
      .values({ key, data })
      .onConflictDoUpdate({ target: storedFiles.key, set: { data, createdAt: sql`now()` } });
  },
  async get(key) {
    assertFileKey(key);
    const [row] = await db
      .select({ data: storedFiles.data })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row?.data ?? null;
  },
  async delete(key) {
    assertFileKey(key);
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  },
});
