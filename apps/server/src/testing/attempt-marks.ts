import type { Db } from '@/db/client.js';
import { attemptMarks } from '@/db/schema/index.js';

/**
 * Forgets every counted try, for a test case that starts from nothing: the limits
 * live in the database a test file's cases share, not in each app they build.
 */
export const forgetAttempts = async (db: Db): Promise<void> => {
  await db.delete(attemptMarks);
};
