import { terminalMessages } from '@opentill/contract/devices/terminal.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { createPinLockout } from '@/http/pin-lockout.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { hashSecret, verifySecret } from '@/modules/auth/password-hash.js';
import {
  getTerminalPinHash,
  setTerminalPinHash,
} from '@/modules/clients/terminal-settings.service.js';

export type TerminalPinChange = { oldPin: string; newPin: string };

export const createTerminalPinService = (db: Db) => {
  // The old PIN is the refund PIN too: this form must not become a way to guess it.
  const wrongOldPins = createPinLockout(db, 'terminal.old-pin');

  const checkOldPin = async (clientId: string, currentHash: string, oldPin: string) => {
    if (!oldPin) throw AppError.field('old_pin', terminalMessages.enterOldPin);
    await wrongOldPins.attempt(clientId, async () => {
      if (!(await verifySecret(currentHash, oldPin)))
        throw AppError.field('old_pin', terminalMessages.oldPinWrong);
    });
  };

  return {
    /** Sets the merchant's terminal PIN; the old one must match when one is set. Audited, never the PIN. */
    async setPin(clientId: string, actor: AuditActor, change: TerminalPinChange): Promise<void> {
      const currentHash = await getTerminalPinHash(db, clientId);
      if (currentHash) await checkOldPin(clientId, currentHash, change.oldPin);
      const newHash = await hashSecret(change.newPin);
      await db.transaction(async (tx) => {
        await setTerminalPinHash(tx, clientId, newHash);
        await recordAudit(tx, {
          clientId,
          actor,
          action: 'terminal_pin.set',
          entity: 'client',
          entityId: clientId,
          details: { hadPin: currentHash !== null },
        });
      });
    },
  };
};
