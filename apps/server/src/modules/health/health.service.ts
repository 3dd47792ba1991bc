import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { describeFailure } from '@/http/error-handler.js';

/** Whether the database answers; when it does not, the reason is logged for whoever is on call. */
export const isDatabaseReachable = async (
  db: Db,
  log: { error(details: object, message: string): void },
): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    log.error({ err: describeFailure(error as Error) }, 'readiness: the database did not answer');
    return false;
  }
};
