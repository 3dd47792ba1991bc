import { terminalMessages, type PairResponse } from '@opentill/contract/devices/terminal.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { endDeviceSessions } from '@/modules/session/device-sessions.service.js';
import { toDevice } from '@/modules/session/session-view.js';
import {
  findDeviceByUuid,
  findTerminalBySerial,
  unpairFromOtherMerchants,
  upsertTerminal,
} from './device.service.js';

export type PairRequest = {
  serialNumber: string;
  deviceUuid: string;
  paxMerchantId: string;
  /** false only previews what pairing would do. */
  confirmed: boolean;
};

/**
 * Pairs a card terminal with the merchant (POST pair/{serial}/). Validate,
 * then: unpair it from any other merchant, write this merchant's row, end the
 * sessions of installs that no longer hold the pairing, audit.
 */
export const pairTerminal = async (
  db: Db,
  clientId: string,
  request: PairRequest,
  actor: AuditActor,
): Promise<PairResponse> => {
  const { serialNumber, deviceUuid } = request;
  const existing = await findTerminalBySerial(db, clientId, serialNumber);
  const holder = await findDeviceByUuid(db, clientId, deviceUuid);
  if (holder && holder.id !== existing?.id)
    throw AppError.detail('conflict', terminalMessages.deviceIdTaken);
  const isPaired = !!existing?.pairedAt && existing.deviceUuid === deviceUuid;
  const alreadyPaired = !!existing?.pairedAt && existing.deviceUuid !== deviceUuid;
  if (!request.confirmed) {
    return { paired: isPaired, alreadyPaired, device: existing ? toDevice(existing) : null };
  }

  const device = await db.transaction(async (tx) => {
    const moved = await unpairFromOtherMerchants(tx, clientId, serialNumber, deviceUuid);
    const row = await upsertTerminal(tx, clientId, {
      serialNumber,
      deviceUuid,
      paxMerchantId: request.paxMerchantId,
      pairedAt: new Date(),
    });
    const replaced = alreadyPaired && existing ? [{ clientId, deviceId: existing.id }] : [];
    await endDeviceSessions(tx, [
      ...moved.map((m) => ({ clientId: m.clientId, deviceId: m.id })),
      ...replaced,
    ]);
    for (const m of moved) {
      // The other merchant sees that its terminal left, not who took it.
      await recordAudit(tx, {
        clientId: m.clientId,
        actor: {},
        action: 'terminal.unpaired',
        entity: 'device',
        entityId: m.id,
        details: { serialNumber, reason: 'paired with another merchant' },
      });
    }
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'terminal.paired',
      entity: 'device',
      entityId: row.id,
      details: {
        serialNumber,
        replacedDeviceUuid: alreadyPaired,
        movedFromAnotherMerchant: moved.length > 0,
      },
    });
    return row;
  });
  return { paired: true, alreadyPaired, device: toDevice(device) };
};
