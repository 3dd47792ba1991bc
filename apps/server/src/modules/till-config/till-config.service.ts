import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TillConfig, updateTillConfigInputSchema } from '@opentill/contract/till/till.schemas';
import type { Db } from '@/db/client.js';
import { tillConfig } from '@/db/schema/index.js';

export type UpdateTillConfigInput = z.infer<typeof updateTillConfigInputSchema>;

const toTillConfig = (row: typeof tillConfig.$inferSelect): TillConfig => ({
  featureQuickTill: row.featureQuickTill,
  featureFullTill: row.featureFullTill,
  defaultTillView: row.defaultTillView,
});

const readRow = async (db: Db, clientId: string) =>
  (await db.select().from(tillConfig).where(eq(tillConfig.clientId, clientId)).limit(1))[0];

/** The merchant's till config; a merchant without a row gets the defaults, written once. */
export const getTillConfig = async (db: Db, clientId: string): Promise<TillConfig> => {
  const existing = await readRow(db, clientId);
  if (existing) return toTillConfig(existing);
  // Two tills asking at once both insert; the second insert does nothing.
  await db.insert(tillConfig).values({ clientId }).onConflictDoNothing();
  const created = await readRow(db, clientId);
  if (!created) throw new Error(`till config of ${clientId} vanished`);
  return toTillConfig(created);
};

export const updateTillConfig = async (
  db: Db,
  clientId: string,
  input: UpdateTillConfigInput,
): Promise<TillConfig> => {
  const [row] = await db
    .insert(tillConfig)
    .values({ clientId, ...input })
    .onConflictDoUpdate({ target: tillConfig.clientId, set: { ...input, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('till config upsert returned nothing');
  return toTillConfig(row);
};
