import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

// The clients table's plain reads and writes for the modules that shape a merchant
// (set-up, settings); the rules of each setting live with those modules.

export type NewClient = typeof clients.$inferInsert;
/** What a settings section may write: every column except the identity and the counters. */
export type ClientChange = Partial<
  Omit<NewClient, 'id' | 'identifier' | 'nextOrderNumber' | 'createdAt'>
>;

/** The merchant's row, locked: two owners saving at once each audit what they really replaced. */
export const lockClient = async (tx: Db, clientId: string): Promise<ClientRow> => {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
  if (!row) throw new Error(`client ${clientId} vanished`);
  return row;
};

export const updateClient = async (
  tx: Db,
  clientId: string,
  change: ClientChange,
): Promise<ClientRow> => {
  const [row] = await tx.update(clients).set(change).where(eq(clients.id, clientId)).returning();
  if (!row) throw new Error(`client ${clientId} vanished`);
  return row;
};

export const insertClient = async (tx: Db, values: NewClient): Promise<ClientRow> => {
  const [row] = await tx.insert(clients).values(values).returning();
  if (!row) throw new Error('the new merchant was not written');
  return row;
};

/** A new merchant, or null when its identifier is taken (the unique index decides, race-free). */
export const insertClientUnlessTaken = async (
  tx: Db,
  values: NewClient,
): Promise<ClientRow | null> => {
  const [row] = await tx
    .insert(clients)
    .values(values)
    .onConflictDoNothing({ target: clients.identifier })
    .returning();
  return row ?? null;
};
