import type {
  BusinessSettings,
  BusinessSettingsResponse,
} from '@opentill/contract/settings/business-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

export const toBusinessSettings = (client: ClientRow): BusinessSettingsResponse => ({
  name: client.name,
  address: client.address,
  phone: client.phone,
  vatRegistered: client.vatRegistered,
  vatNumber: client.vatNumber,
  receiptHeader: client.receiptHeader,
  receiptFooter: client.receiptFooter,
  logo: client.logo,
});

/** PUT settings/business/: all the section's fields at once, audited with what each was. */
export const saveBusinessSettings = (
  db: Db,
  clientId: string,
  input: BusinessSettings,
  actor: AuditActor,
): Promise<BusinessSettingsResponse> =>
  db.transaction(async (tx) => {
    const before = await lockClient(tx, clientId);
    const changes = changedFields(toBusinessSettings(before), input);
    const after = await updateClient(tx, clientId, input);
    await auditSettings(tx, { clientId, section: 'business', changes, actor });
    return toBusinessSettings(after);
  });
