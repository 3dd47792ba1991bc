import { and, eq, inArray } from 'drizzle-orm';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import type { Db } from '@/db/client.js';
import { cashiers, devices, users } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { movementsOf, type DrawerSessionRow } from './drawer-rows.js';

type Who = { cashierId: string | null; userId: string | null };

const ids = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/**
 * The sessions as the till shows them, with who did what by name. An open session is
 * blind: its expected cash stays hidden until a count has been made.
 */
export const viewSessions = async (
  db: Db,
  client: ClientRow,
  rows: readonly DrawerSessionRow[],
): Promise<DrawerSession[]> => {
  const movements = await movementsOf(
    db,
    client.id,
    rows.map((row) => row.id),
  );
  const cashierIds = ids([
    ...rows.flatMap((row) => [
      row.openedByCashierId,
      row.closedByCashierId,
      row.approvedByCashierId,
    ]),
    ...movements.flatMap((movement) => [movement.cashierId, movement.approvedByCashierId]),
  ]);
  const userIds = ids([
    ...rows.flatMap((row) => [row.openedByUserId, row.closedByUserId]),
    ...movements.map((movement) => movement.userId),
  ]);
  const deviceIds = ids(rows.map((row) => row.deviceId));
  const [cashierRows, userRows, deviceRows] = await Promise.all([
    cashierIds.length === 0
      ? []
      : db
          .select({ id: cashiers.id, name: cashiers.username })
          .from(cashiers)
          .where(and(eq(cashiers.clientId, client.id), inArray(cashiers.id, cashierIds))),
    userIds.length === 0
      ? []
      : db
          .select({
            id: users.id,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, userIds)),
    db
      .select({ id: devices.id, name: devices.name, number: devices.number })
      .from(devices)
      .where(and(eq(devices.clientId, client.id), inArray(devices.id, deviceIds))),
  ]);
  const cashierName = new Map(cashierRows.map((row) => [row.id, row.name]));
  const userName = new Map(
    userRows.map((row) => [row.id, `${row.first} ${row.last}`.trim() || row.email]),
  );
  const tillName = new Map(
    deviceRows.map((row) => [row.id, row.name || `Till ${row.number ?? ''}`.trim()]),
  );
  const nameOf = ({ cashierId, userId }: Who) =>
    (cashierId ? cashierName.get(cashierId) : undefined) ??
    (userId ? userName.get(userId) : undefined) ??
    null;

  return rows.map((row) => {
    const isClosed = row.closedAt !== null;
    return {
      id: row.id,
      deviceId: row.deviceId,
      tillName: tillName.get(row.deviceId) ?? 'Till',
      // Counted but still open: the count was further out than the tolerance allows.
      status: isClosed ? 'closed' : row.countedPence !== null ? 'awaiting_approval' : 'open',
      float: row.floatPence,
      openedAt: row.openedAt.toISOString(),
      openedBy: nameOf({ cashierId: row.openedByCashierId, userId: row.openedByUserId }),
      movements: movements
        .filter((movement) => movement.sessionId === row.id)
        .map((movement) => ({
          id: movement.id,
          kind: movement.kind,
          amount: movement.amountPence,
          reason: movement.reason,
          by: nameOf(movement),
          approvedBy: movement.approvedByCashierId
            ? (cashierName.get(movement.approvedByCashierId) ?? null)
            : null,
          createdAt: movement.createdAt.toISOString(),
        })),
      counted: row.countedPence,
      expected: row.expectedPence,
      variance: row.variancePence,
      varianceReason: row.varianceReason,
      approvedBy: row.approvedByCashierId
        ? (cashierName.get(row.approvedByCashierId) ?? null)
        : null,
      tolerance: client.cashVarianceTolerancePence,
      closedAt: row.closedAt?.toISOString() ?? null,
      closedBy: nameOf({ cashierId: row.closedByCashierId, userId: row.closedByUserId }),
    };
  });
};
