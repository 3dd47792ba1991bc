import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { Db } from '@/db/client.js';
import { drawerSessions, payments, refunds, drawerMovements } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

export type DrawerSessionRow = typeof drawerSessions.$inferSelect;

/**
 * The till's open session. `share` keeps a cash-up from closing it under a payment;
 * `update` is the cash-up's own lock.
 */
export const findOpenSession = async (
  tx: Db,
  clientId: string,
  deviceId: string,
  lock?: 'share' | 'update',
): Promise<DrawerSessionRow | undefined> => {
  const query = tx
    .select()
    .from(drawerSessions)
    .where(
      and(
        eq(drawerSessions.clientId, clientId),
        eq(drawerSessions.deviceId, deviceId),
        isNull(drawerSessions.closedAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
};

/** A session of this merchant, locked; refuses a closed one, which nothing may change. */
export const lockOpenSession = async (
  tx: Db,
  clientId: string,
  sessionId: string,
): Promise<DrawerSessionRow> => {
  const [row] = await tx
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.clientId, clientId), eq(drawerSessions.id, sessionId)))
    .for('update');
  if (!row) throw AppError.notFound('Till session not found.');
  if (row.closedAt) throw AppError.detail('conflict', m.closed);
  return row;
};

/**
 * What the drawer should hold now: the float, plus cash taken (a cash tip is change the
 * customer left, so it is in the drawer too), less cash refunded, plus pay-ins, less
 * pay-outs. One statement, so the figures are of one moment.
 */
export const expectedCash = async (
  tx: Db,
  clientId: string,
  session: Pick<DrawerSessionRow, 'id' | 'floatPence'>,
): Promise<number> => {
  const [row] = await tx
    .select({
      taken: sql<number>`coalesce((
        select sum(${payments.amountGrossPence} + ${payments.tipPence}) from ${payments}
        where ${payments.clientId} = ${clientId} and ${payments.drawerSessionId} = ${session.id}
          and ${payments.status} = 'paid' and ${payments.payType} = 'cash'), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce((
        select sum(${refunds.amountPence}) from ${refunds}
        where ${refunds.clientId} = ${clientId} and ${refunds.drawerSessionId} = ${session.id}), 0)`.mapWith(
        Number,
      ),
      moved: sql<number>`coalesce((
        select sum(case ${drawerMovements.kind} when 'pay_in' then ${drawerMovements.amountPence}
          when 'pay_out' then -${drawerMovements.amountPence} else 0 end)
        from ${drawerMovements}
        where ${drawerMovements.clientId} = ${clientId} and ${drawerMovements.sessionId} = ${session.id}), 0)`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return session.floatPence + (row?.taken ?? 0) - (row?.refunded ?? 0) + (row?.moved ?? 0);
};

export const movementsOf = (tx: Db, clientId: string, sessionIds: readonly string[]) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(drawerMovements)
        .where(
          and(
            eq(drawerMovements.clientId, clientId),
            inArray(drawerMovements.sessionId, [...sessionIds]),
          ),
        )
        .orderBy(drawerMovements.createdAt, drawerMovements.id);
