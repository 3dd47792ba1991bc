import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

// The terminal PIN and hospitality mode live on the client row; the devices
// module reads and writes them only through these functions.

/** The merchant named by X-DT-SCHEMA (or a magic link), if it exists. */
export const findClientByIdentifier = async (
  db: Db,
  identifier: string,
): Promise<ClientRow | undefined> => {
  const [row] = await db.select().from(clients).where(eq(clients.identifier, identifier)).limit(1);
  return row;
};

/** The argon2 hash of the merchant's terminal (and refund) PIN, or null when none is set. */
export const getTerminalPinHash = async (db: Db, clientId: string): Promise<string | null> => {
  const [row] = await db
    .select({ hash: clients.terminalPinHash })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row?.hash ?? null;
};

/** Pass a transaction as `db` to write the audit entry with it. */
export const setTerminalPinHash = async (db: Db, clientId: string, hash: string): Promise<void> => {
  await db.update(clients).set({ terminalPinHash: hash }).where(eq(clients.id, clientId));
};

export const setHospitalityMode = async (
  db: Db,
  clientId: string,
  isOn: boolean,
): Promise<void> => {
  await db.update(clients).set({ hospitalityMode: isOn }).where(eq(clients.id, clientId));
};
