import type {
  AllergensSettings,
  AllergensSettingsResponse,
} from '@opentill/contract/settings/allergens-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import {
  listSettingsAttributes,
  replaceAttributes,
} from '@/modules/catalogue/attribute.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** Settings → Allergens: the receipt switch (client row) and the attributes (catalogue). */
export const getAllergensSettings = async (
  db: Db,
  clientId: string,
): Promise<AllergensSettingsResponse> => {
  const [client, attributes] = await Promise.all([
    getClient(db, clientId),
    listSettingsAttributes(db, clientId),
  ]);
  return { receiptShowsAllergens: client.receiptShowsAllergens, attributes };
};

/** What the audit row compares: the switch, and the attributes as a café reads them. */
const audited = (settings: {
  receiptShowsAllergens: boolean;
  attributes: readonly { name: string; shortLabel: string }[];
}) => ({
  receiptShowsAllergens: settings.receiptShowsAllergens,
  attributes: settings.attributes.map((a) => `${a.shortLabel} (${a.name})`),
});

/** PUT settings/allergens/: the switch and the whole attribute list in one transaction, one audit row. */
export const saveAllergensSettings = (
  db: Db,
  clientId: string,
  input: AllergensSettings,
  actor: AuditActor,
): Promise<AllergensSettingsResponse> =>
  db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const before = await getAllergensSettings(tx, clientId);
    await replaceAttributes(tx, clientId, input.attributes);
    await updateClient(tx, clientId, { receiptShowsAllergens: input.receiptShowsAllergens });
    const after = await getAllergensSettings(tx, clientId);
    await auditSettings(tx, {
      clientId,
      section: 'allergens',
      changes: changedFields(audited(before), audited(after)),
      actor,
    });
    return after;
  });
