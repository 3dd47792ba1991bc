import type { DrawerMovementKind } from '@opentill/contract/drawer/denominations';
import type { JournalEntryInput } from '@/modules/journal/journal.service.js';
import type { DrawerSessionRow } from './drawer-rows.js';

// What the money journal keeps of a till's drawer (issue 16). Amounts are pence.

type Who = { cashierId: string | null; userId: string | null };

/** Open till: the float counted into the drawer. */
export const drawerOpenEntry = (
  session: Pick<DrawerSessionRow, 'id' | 'deviceId' | 'floatPence' | 'openedAt'>,
  by: Who,
): JournalEntryInput => ({
  kind: 'drawer_open',
  subjectId: session.id,
  payload: {
    sessionId: session.id,
    deviceId: session.deviceId,
    floatPence: session.floatPence,
    openedAt: session.openedAt.toISOString(),
    cashierId: by.cashierId,
    userId: by.userId,
  },
});

/** A pay in, pay out or No sale, with its reason: cash that moved (or a drawer opened) without a sale. */
export const drawerMovementEntry = (
  movement: {
    id: string;
    sessionId: string;
    kind: DrawerMovementKind;
    amountPence: number;
    reason: string;
    createdAt: Date;
  },
  by: Who,
): JournalEntryInput => ({
  kind: 'drawer_movement',
  subjectId: movement.id,
  payload: {
    movementId: movement.id,
    sessionId: movement.sessionId,
    movement: movement.kind,
    amountPence: movement.amountPence,
    reason: movement.reason,
    createdAt: movement.createdAt.toISOString(),
    cashierId: by.cashierId,
    userId: by.userId,
  },
});

/** The cash-up: counted, expected and the difference, and who let a large one through and why. */
export const drawerCloseEntry = (
  session: Pick<DrawerSessionRow, 'id' | 'deviceId' | 'floatPence'>,
  close: {
    countedPence: number;
    expectedPence: number;
    variancePence: number;
    varianceReason: string | null;
    approvedByCashierId: string | null;
    closedAt: Date;
  },
  by: Who,
): JournalEntryInput => ({
  kind: 'drawer_close',
  subjectId: session.id,
  payload: {
    sessionId: session.id,
    deviceId: session.deviceId,
    floatPence: session.floatPence,
    countedPence: close.countedPence,
    expectedPence: close.expectedPence,
    variancePence: close.variancePence,
    varianceReason: close.varianceReason,
    approvedByCashierId: close.approvedByCashierId,
    closedAt: close.closedAt.toISOString(),
    cashierId: by.cashierId,
    userId: by.userId,
  },
});
