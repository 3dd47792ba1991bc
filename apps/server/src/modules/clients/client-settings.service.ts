import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';

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
    await recordEvent(tx, { clientId, type: 'ordering.wait_time_changed' });
  });
  return minutes;
};

export type ClientSettingsChange = {
  sendUnpaidToKitchen?: boolean | undefined;
  takeawayAsksName?: boolean | undefined;
};
type SettingName = keyof ClientSettingsChange;
const SETTING_NAMES = ['sendUnpaidToKitchen', 'takeawayAsksName'] as const satisfies SettingName[];

/**
 * PATCH client/settings/: writes the settings sent and audits the ones that changed,
 * each with what it was before, in one transaction. The row is locked so two owners
 * saving at once each audit the value they really replaced.
 */
export const changeClientSettings = async (
  db: Db,
  clientId: string,
  change: ClientSettingsChange,
  actor: AuditActor,
): Promise<ClientRow> =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!before) throw new Error(`client ${clientId} vanished`);
    const changed: Partial<Record<SettingName, boolean>> = {};
    const details: Partial<Record<SettingName, { from: boolean; to: boolean }>> = {};
    for (const name of SETTING_NAMES) {
      const next = change[name];
      if (next === undefined || next === before[name]) continue;
      changed[name] = next;
      details[name] = { from: before[name], to: next };
    }
    if (Object.keys(changed).length === 0) return before;
    const [after] = await tx
      .update(clients)
      .set(changed)
      .where(eq(clients.id, clientId))
      .returning();
    if (!after) throw new Error(`client ${clientId} vanished`);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'client_settings.changed',
      entity: 'client',
      entityId: clientId,
      details,
    });
    return after;
  });

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

/** The merchant's id by its identifier (the `merchant` of a link), as a subquery for another statement. */
export const clientIdByIdentifier = (db: Db, identifier: string) =>
  db.select({ id: clients.id }).from(clients).where(eq(clients.identifier, identifier));

/**
 * A database with no merchant at all is a first start: the only time the demo is seeded
 * by itself, and the only time /setup is open. The platform client that holds superadmins
 * made from the command line is no merchant.
 */
export const hasAnyClient = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.isPlatform, false));
  return (row?.n ?? 0) > 0;
};

/**
 * The merchant's next order number (DESIGN.md §2), as a CTE for the statement
 * that writes the order, so the number is taken in the same round trip as the
 * order's rows. The UPDATE locks the client row until the transaction ends, so
 * a merchant's order writes run one at a time: numbers never repeat, and a
 * refused order rolls its number back with it, so they never skip.
 */
export const nextOrderNumber = (tx: Db, clientId: string) =>
  tx.$with('next_order_number').as(
    tx
      .update(clients)
      .set({ nextOrderNumber: sql`${clients.nextOrderNumber} + 1` })
      .where(eq(clients.id, clientId))
      .returning({ orderNumber: sql<number>`${clients.nextOrderNumber} - 1`.as('order_number') }),
  );

/**
 * A VAT-registered merchant's next receipt number (issue 16), as a CTE for the statement
 * that marks the order paid. Like nextOrderNumber, the row lock serialises the numbers
 * and a rolled-back payment takes its number back with it, so receipts never skip one.
 */
export const nextReceiptNumber = (tx: Db, clientId: string) =>
  tx.$with('next_receipt_number').as(
    tx
      .update(clients)
      .set({ nextReceiptNumber: sql`${clients.nextReceiptNumber} + 1` })
      .where(eq(clients.id, clientId))
      .returning({
        receiptNumber: sql<number>`${clients.nextReceiptNumber} - 1`.as('receipt_number'),
      }),
  );

/**
 * Takes the lock nextOrderNumber would take, ahead of it: a slot order counts
 * the slot's bookings under it, so two tills cannot both take the last place.
 */
export const lockOrderNumbers = async (tx: Db, clientId: string): Promise<void> => {
  await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('no key update');
};
