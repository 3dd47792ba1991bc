import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';

export const isDatabaseReachable = async (db: Db): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
