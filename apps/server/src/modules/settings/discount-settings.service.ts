import type { DiscountSettings } from '@opentill/contract/settings/discount-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** Settings → Discounts (issue 16): the till's presets, the merchant's approvals and service charge. */
export const getDiscountSettings = async (db: Db, clientId: string): Promise<DiscountSettings> => {
  const client = await getClient(db, clientId);
  return {
    presets: client.discountPresets,
    approvals: client.approvals,
    serviceCharge: {
      percent: client.serviceChargePercent,
      mandatory: client.serviceChargeMandatory,
    },
  };
};

/** PUT settings/discounts/: one audit row for the save. */
export const saveDiscountSettings = (
  db: Db,
  clientId: string,
  input: DiscountSettings,
  actor: AuditActor,
): Promise<DiscountSettings> =>
  db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const before = await getDiscountSettings(tx, clientId);
    await updateClient(tx, clientId, {
      discountPresets: input.presets,
      approvals: input.approvals,
      ...(input.serviceCharge
        ? {
            serviceChargePercent: input.serviceCharge.percent,
            serviceChargeMandatory: input.serviceCharge.mandatory,
          }
        : {}),
    });
    await auditSettings(tx, {
      clientId,
      section: 'discounts',
      changes: changedFields(before, { serviceCharge: before.serviceCharge, ...input }),
      actor,
    });
    return getDiscountSettings(tx, clientId);
  });
