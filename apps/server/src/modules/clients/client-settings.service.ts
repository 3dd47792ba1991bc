import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';

export const getClient = async (db: Db, clientId: string): Promise<ClientRow> => {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!row) throw new Error(`client ${clientId} vanished`);
  return row;
};

export const setWaitTime = async (
  db: Db,
  clientId: string,
  minutes: number,
  actor: AuditActor,
): Promise<number> => {
  await db.transaction(async (tx) => {
    await tx.update(clients).set({ waitTimeMinutes: minutes }).where(eq(clients.id, clientId));
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'wait_time.set',
      entity: 'client',
      entityId: clientId,
      details: { minutes },
    });
  });
  return minutes;
};

/** The pause state lives on the client row, so "is ordering paused" is one primary-key read. */
export const setOrderingPause = async (
  db: Db,
  clientId: string,
  until: Date | null,
  isIndefinite: boolean,
): Promise<void> => {
  await db
    .update(clients)
    .set({ orderingPausedUntil: until, orderingPausedIndefinitely: isIndefinite })
    .where(eq(clients.id, clientId));
};

/** A database with no merchant at all is a first start: the only time the demo is seeded by itself. */
export const hasAnyClient = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(clients);
  return (row?.n ?? 0) > 0;
};

/**
 * The merchant's next order number, taken inside the order's transaction
 * (DESIGN.md §2). The UPDATE locks the client row until that transaction ends,
 * so a merchant's order creates run one at a time: numbers never repeat or skip,
 * and a slot's capacity is counted with no other order racing for it.
 */
export const allocateOrderNumber = async (tx: Db, clientId: string): Promise<number> => {
  const [row] = await tx
    .update(clients)
    .set({ nextOrderNumber: sql`${clients.nextOrderNumber} + 1` })
    .where(eq(clients.id, clientId))
    .returning({ next: clients.nextOrderNumber });
  if (!row) throw new Error(`client ${clientId} vanished`);
  return row.next - 1;
};
