import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { countedPence } from '@opentill/contract/drawer/denominations';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type {
  CurrentDrawer,
  DrawerCloseInput,
  DrawerMovementInput,
  DrawerSession,
  OpenDrawerInput,
} from '@opentill/contract/drawer/drawer.schemas';
import type { DenominationCounts } from '@opentill/contract/drawer/denominations';
import type { Db } from '@/db/client.js';
import { devices, drawerMovements, drawerSessions, type DrawerCount } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { isUniqueViolation } from '@/db/unique-violation.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { expectedCash, findOpenSession, lockOpenSession } from './drawer-rows.js';
import { viewSessions } from './drawer-view.js';
import { approveByManager, approverOf } from '@/modules/cashiers/manager-approval.service.js';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { appendJournal } from '@/modules/journal/journal.service.js';
import { drawerCloseEntry, drawerMovementEntry, drawerOpenEntry } from './drawer-journal.js';
import { queueDrawerKick } from '@/modules/printing/print-queue.service.js';

/** Who is at the till: the signed-in cashier, and the user or device behind the session. */
export type DrawerActor = { cashierId: string | null; userId: string | null };

const viewOne = async (db: Db, client: ClientRow, id: string): Promise<DrawerSession> => {
  const rows = await db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.clientId, client.id), eq(drawerSessions.id, id)));
  const [view] = await viewSessions(db, client, rows);
  if (!view) throw AppError.notFound('Till session not found.');
  return view;
};

const requireTill = async (db: Db, clientId: string, deviceId: string) => {
  const [device] = await db
    .select({ id: devices.id, kind: devices.kind, name: devices.name, number: devices.number })
    .from(devices)
    .where(
      and(
        eq(devices.clientId, clientId),
        eq(devices.id, deviceId),
        inArray(devices.kind, ['till', 'terminal']),
      ),
    );
  if (!device) throw AppError.field('device_id', m.notATill);
  return device;
};

/** GET drawer/sessions/current/: the till's open session, and the float it last opened with. */
export const currentDrawer = async (
  db: Db,
  client: ClientRow,
  deviceId: string,
): Promise<CurrentDrawer> => {
  await requireTill(db, client.id, deviceId);
  const open = await findOpenSession(db, client.id, deviceId);
  const [last] = await db
    .select({ floatPence: drawerSessions.floatPence })
    .from(drawerSessions)
    .where(
      and(
        eq(drawerSessions.clientId, client.id),
        eq(drawerSessions.deviceId, deviceId),
        isNotNull(drawerSessions.closedAt),
      ),
    )
    .orderBy(desc(drawerSessions.openedAt))
    .limit(1);
  const [session] = open ? await viewSessions(db, client, [open]) : [];
  return { session: session ?? null, lastFloat: last?.floatPence ?? null };
};

/** POST drawer/sessions/: Open till with the float counted; one open session per till. */
export const openDrawer = async (
  db: Db,
  client: ClientRow,
  input: OpenDrawerInput,
  actor: DrawerActor,
): Promise<DrawerSession> => {
  const till = await requireTill(db, client.id, input.deviceId);
  const tillName = till.name || `Till ${till.number ?? ''}`.trim();
  try {
    const sessionId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(drawerSessions)
        .values({
          clientId: client.id,
          deviceId: till.id,
          floatPence: input.float,
          openedByCashierId: actor.cashierId,
          openedByUserId: actor.userId,
        })
        .returning({
          id: drawerSessions.id,
          deviceId: drawerSessions.deviceId,
          floatPence: drawerSessions.floatPence,
          openedAt: drawerSessions.openedAt,
        });
      if (!row) throw new Error('the new session was not returned');
      await appendJournal(tx, client.id, drawerOpenEntry(row, actor));
      return row.id;
    });
    return await viewOne(db, client, sessionId);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.detail('conflict', m.alreadyOpen(tillName));
    throw error;
  }
};

/** A No sale's approving manager: the cashier when one, else the one named with their PIN. */
const noSaleApprover = async (
  db: Db,
  clientId: string,
  cashierId: string | null,
  approval: ApprovalInput | null | undefined,
): Promise<string> =>
  approverOf(
    db,
    clientId,
    cashierId,
    approval,
    () => new AppError('validation', am.noSale, { approval: [am.noSale, am.managerRequired] }),
  );

/** POST drawer/sessions/{id}/movements/: pay in, pay out or No sale, with who and why. */
export const moveCash = async (
  db: Db,
  client: ClientRow,
  sessionId: string,
  input: DrawerMovementInput & { amount: number },
  actor: DrawerActor,
  seal?: SealAnswer,
): Promise<DrawerSession> => {
  const approverId =
    input.kind === 'no_sale' && client.approvals.noSale
      ? await noSaleApprover(db, client.id, actor.cashierId, input.approval)
      : null;
  return db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, client.id, sessionId);
    const [movement] = await tx
      .insert(drawerMovements)
      .values({
        clientId: client.id,
        sessionId,
        kind: input.kind,
        amountPence: input.kind === 'no_sale' ? 0 : input.amount,
        reason: input.reason,
        cashierId: actor.cashierId,
        userId: actor.userId,
        approvedByCashierId: approverId,
      })
      .returning();
    if (!movement) throw new Error('the movement was not returned');
    await appendJournal(tx, client.id, drawerMovementEntry(movement, actor));
    if (input.kind === 'no_sale')
      await queueDrawerKick(tx, client.id, session.deviceId, { movementId: movement.id });
    const view = await viewOne(tx, client, sessionId);
    await seal?.(tx, view);
    return view;
  });
};

/**
 * POST drawer/sessions/{id}/count/: the blind count. Within the merchant's tolerance it
 * closes the session; beyond it the session waits for a manager (close/), and the till
 * now shows what was expected. A recount after that never closes by itself, and every
 * count is kept, so a recount never hides the first.
 */
export const countDrawer = async (
  db: Db,
  client: ClientRow,
  sessionId: string,
  counts: DenominationCounts,
  actor: DrawerActor,
  now: Date = new Date(),
): Promise<DrawerSession> => {
  await db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, client.id, sessionId);
    const counted = countedPence(counts);
    const expected = await expectedCash(tx, client.id, session);
    const variance = counted - expected;
    const count: DrawerCount = {
      counts,
      totalPence: counted,
      countedAt: now.toISOString(),
      cashierId: actor.cashierId,
      userId: actor.userId,
    };
    // Only a blind count closes by itself: once a count has shown the expected cash, a
    // recount could be steered to it, so whatever it comes to, a manager closes the session.
    const isBlind = session.counts.length === 0;
    const isWithin = isBlind && Math.abs(variance) <= client.cashVarianceTolerancePence;
    await tx
      .update(drawerSessions)
      .set({
        counts: [...session.counts, count],
        countedPence: counted,
        expectedPence: expected,
        variancePence: variance,
        ...(isWithin
          ? { closedAt: now, closedByCashierId: actor.cashierId, closedByUserId: actor.userId }
          : {}),
      })
      .where(and(eq(drawerSessions.clientId, client.id), eq(drawerSessions.id, sessionId)));
    if (isWithin)
      await appendJournal(
        tx,
        client.id,
        drawerCloseEntry(
          session,
          {
            countedPence: counted,
            expectedPence: expected,
            variancePence: variance,
            varianceReason: null,
            approvedByCashierId: null,
            closedAt: now,
          },
          actor,
        ),
      );
  });
  return viewOne(db, client, sessionId);
};

/**
 * POST drawer/sessions/{id}/close/: a manager's PIN and a reason let a count beyond the
 * tolerance through. Cash taken since the count would make its figures wrong: recount.
 */
export const closeDrawer = async (
  db: Db,
  client: ClientRow,
  sessionId: string,
  input: DrawerCloseInput,
  actor: DrawerActor,
  now: Date = new Date(),
): Promise<DrawerSession> => {
  const approverId = await approveByManager(db, client.id, input.managerId, input.pin);
  await db.transaction(async (tx) => {
    const session = await lockOpenSession(tx, client.id, sessionId);
    if (session.countedPence === null || session.expectedPence === null)
      throw AppError.detail('conflict', m.countFirst);
    if ((await expectedCash(tx, client.id, session)) !== session.expectedPence)
      throw AppError.detail('conflict', m.countedSince);
    await tx
      .update(drawerSessions)
      .set({
        varianceReason: input.reason,
        approvedByCashierId: approverId,
        closedAt: now,
        closedByCashierId: actor.cashierId,
        closedByUserId: actor.userId,
      })
      .where(and(eq(drawerSessions.clientId, client.id), eq(drawerSessions.id, sessionId)));
    await appendJournal(
      tx,
      client.id,
      drawerCloseEntry(
        session,
        {
          countedPence: session.countedPence,
          expectedPence: session.expectedPence,
          variancePence: session.countedPence - session.expectedPence,
          varianceReason: input.reason,
          approvedByCashierId: approverId,
          closedAt: now,
        },
        actor,
      ),
    );
  });
  return viewOne(db, client, sessionId);
};
