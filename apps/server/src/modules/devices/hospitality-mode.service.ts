import type { Db } from '@/db/client.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { setHospitalityMode } from '@/modules/clients/terminal-settings.service.js';

/** The terminal's hospitality mode flag (spec 001 §3); it changes nothing else in the till. */
export const changeHospitalityMode = async (
  db: Db,
  clientId: string,
  isOn: boolean,
  actor: AuditActor,
): Promise<boolean> => {
  await db.transaction(async (tx) => {
    await setHospitalityMode(tx, clientId, isOn);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'hospitality_mode.set',
      entity: 'client',
      entityId: clientId,
      details: { hospitalityMode: isOn },
    });
  });
  return isOn;
};
