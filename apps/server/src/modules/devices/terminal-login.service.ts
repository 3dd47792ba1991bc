import { WRONG_PIN_MESSAGE } from '@opentill/contract/cashiers/cashier-messages';
import { terminalMessages } from '@opentill/contract/devices/terminal.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { createPinLockout } from '@/http/pin-lockout.js';
import { verifySecret } from '@/modules/auth/password-hash.js';
import {
  findClientByIdentifier,
  getTerminalPinHash,
} from '@/modules/clients/terminal-settings.service.js';
import {
  createSession,
  endSession,
  type ClientRow,
  type DeviceRow,
} from '@/modules/session/session.service.js';
import { findPairedTerminal } from './device.service.js';

export type TerminalSignIn = {
  /** X-DT-SCHEMA: the merchant the terminal signs in to. */
  merchant: string | undefined;
  deviceUuid: string;
  pin: string;
  /** The caller's current session, replaced by the new one. */
  previousSessionId: string | null;
};

export type TerminalSignedIn = {
  token: string;
  expiresAt: Date;
  client: ClientRow;
  device: DeviceRow;
};

export const createTerminalLoginService = (db: Db) => {
  // Same rule as a cashier PIN, per terminal.
  const wrongPins = createPinLockout(db, 'terminal.pin');

  const checkPin = (device: DeviceRow, pin: string) =>
    wrongPins.attempt(device.id, async () => {
      const pinHash = await getTerminalPinHash(db, device.clientId);
      if (!pinHash) throw AppError.field('pin', terminalMessages.noPinSet);
      if (!(await verifySecret(pinHash, pin))) throw AppError.field('pin', WRONG_PIN_MESSAGE);
    });

  return {
    /** A paired terminal signs in with the merchant's terminal PIN; the session has no user. */
    async login(input: TerminalSignIn): Promise<TerminalSignedIn> {
      if (!input.merchant) {
        throw new AppError('validation', terminalMessages.merchantRequired, {
          non_field_errors: [terminalMessages.merchantRequired],
        });
      }
      const client = await findClientByIdentifier(db, input.merchant);
      const device = client && (await findPairedTerminal(db, client.id, input.deviceUuid));
      if (!client || !device) throw AppError.detail('unauthenticated', terminalMessages.notPaired);
      await checkPin(device, input.pin);
      if (input.previousSessionId) await endSession(db, input.previousSessionId);
      const session = await createSession(db, { clientId: client.id, deviceId: device.id });
      return { ...session, client, device };
    },
  };
};
