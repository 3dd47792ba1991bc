import { inject } from 'vitest';
import type { Db } from '@/db/client.js';
import { createPgCopy, openPgliteCopy } from './template-database.js';

/** A fresh copy of the migrated, seeded template, without an app: for tests of the schema itself. */
export const openTestDatabase = async (): Promise<{ db: Db; close(): Promise<void> }> => {
  const pgTemplate = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate && url) {
    const copy = await createPgCopy(url, pgTemplate);
    return { db: copy.handle.db, close: copy.drop };
  }
  const dump = inject('pgliteTemplate');
  if (!dump) throw new Error('the test template was not built');
  const handle = await openPgliteCopy(dump);
  return { db: handle.db, close: handle.close };
};
