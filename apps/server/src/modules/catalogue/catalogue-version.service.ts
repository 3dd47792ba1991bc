import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { catalogueVersions } from '@/db/schema/index.js';

/**
 * Bumps the merchant's catalogue version inside the transaction of a catalogue write
 * (issue 15). Its own row, not the clients row, so an edit never waits on the order-number
 * lock; two edits at once queue on this row only for their commits.
 */
export const bumpCatalogueVersion = async (tx: Db, clientId: string): Promise<void> => {
  await tx
    .insert(catalogueVersions)
    .values({ clientId, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.clientId,
      set: { version: sql`${catalogueVersions.version} + 1`, updatedAt: sql`now()` },
    });
};

/** GET orders/catalogue-version/: 0 until the first catalogue write. */
export const getCatalogueVersion = async (db: Db, clientId: string): Promise<number> => {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.clientId, clientId))
    .limit(1);
  return row?.version ?? 0;
};
