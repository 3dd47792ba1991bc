import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  cardTerminalMessages,
  type CardTerminalListing,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import type { Db } from '@/db/client.js';
import { devices } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { endDeviceSessions } from '@/modules/session/device-sessions.service.js';
import type { DeviceRow } from '@/modules/session/session.service.js';

const toListing = (row: DeviceRow): CardTerminalListing => ({
  id: row.id,
  serialNumber: row.serialNumber ?? '',
  name: row.name,
  address: row.address,
  pairedAt: row.pairedAt?.toISOString() ?? null,
});

const isTerminalOf = (clientId: string) =>
  and(
    eq(devices.clientId, clientId),
    eq(devices.kind, 'terminal'),
    isNotNull(devices.serialNumber),
  );

/** GET devices/terminals/: the merchant's card terminals, by name. */
export const listCardTerminals = async (db: Db, clientId: string): Promise<CardTerminalListing[]> =>
  (
    await db
      .select()
      .from(devices)
      .where(isTerminalOf(clientId))
      .orderBy(asc(devices.name), asc(devices.serialNumber))
  ).map(toListing);

/**
 * POST devices/terminals/: lists a terminal by its serial number, name and address, not
 * yet paired with any device. A serial number already listed (or paired) is refused on
 * its field: pairing the same serial later finds this row.
 */
export const addCardTerminal = async (
  db: Db,
  clientId: string,
  input: { serialNumber: string; name: string; address: string },
  actor: AuditActor,
): Promise<CardTerminalListing> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(devices)
      .values({ clientId, kind: 'terminal', ...input })
      .onConflictDoNothing({ target: [devices.clientId, devices.serialNumber] })
      .returning();
    if (!row) throw AppError.field('serial_number', cardTerminalMessages.serialTaken);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'terminal.added',
      entity: 'device',
      entityId: row.id,
      details: { ...input },
    });
    return toListing(row);
  });

/** PATCH devices/terminals/{id}/: a new name or address; another merchant's terminal is 404. */
export const updateCardTerminal = async (
  db: Db,
  clientId: string,
  id: string,
  changes: { name?: string | undefined; address?: string | undefined },
  actor: AuditActor,
): Promise<CardTerminalListing> =>
  db.transaction(async (tx) => {
    const set = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.address === undefined ? {} : { address: changes.address }),
    };
    const [before] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.id, id), isTerminalOf(clientId)))
      .limit(1);
    if (!before) throw AppError.notFound(cardTerminalMessages.notFound);
    if (Object.keys(set).length === 0) return toListing(before);
    const [row] = await tx
      .update(devices)
      .set(set)
      .where(and(eq(devices.clientId, clientId), eq(devices.id, before.id)))
      .returning();
    if (!row) throw AppError.notFound(cardTerminalMessages.notFound);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'terminal.updated',
      entity: 'device',
      entityId: row.id,
      details: {
        serialNumber: row.serialNumber,
        from: { name: before.name, address: before.address },
        to: set,
      },
    });
    return toListing(row);
  });

/**
 * POST devices/terminals/{id}/unpair/: the device paired with it can no longer log in as
 * it (its id and pairing time are cleared) and is logged out now. The terminal stays on
 * the list, so a till keeps its address and the owner can pair it again.
 */
export const unpairCardTerminal = async (
  db: Db,
  clientId: string,
  id: string,
  actor: AuditActor,
): Promise<CardTerminalListing> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(devices)
      .set({ deviceUuid: null, pairedAt: null })
      .where(and(eq(devices.id, id), isTerminalOf(clientId), isNotNull(devices.pairedAt)))
      .returning();
    if (!row) {
      const [listed] = await tx
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, id), isTerminalOf(clientId)));
      throw listed
        ? AppError.detail('conflict', cardTerminalMessages.notPaired)
        : AppError.notFound(cardTerminalMessages.notFound);
    }
    await endDeviceSessions(tx, [{ clientId, deviceId: row.id }]);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'terminal.unpaired',
      entity: 'device',
      entityId: row.id,
      details: { serialNumber: row.serialNumber },
    });
    return toListing(row);
  });
