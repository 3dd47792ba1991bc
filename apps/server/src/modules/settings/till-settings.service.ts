import type { TillSettings } from '@opentill/contract/settings/till-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { getTillConfig, updateTillConfig } from '@/modules/till-config/till-config.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** The till's settings live in two places: till_config (001 §3) and the client row. */
export const getTillSettings = async (db: Db, clientId: string): Promise<TillSettings> => {
  // One after the other: inside a transaction both go through its one connection.
  const config = await getTillConfig(db, clientId);
  const client = await getClient(db, clientId);
  return {
    defaultTillView: config.defaultTillView,
    featureQuickTill: config.featureQuickTill,
    sendUnpaidToKitchen: client.sendUnpaidToKitchen,
    takeawayAsksName: client.takeawayAsksName,
    cashDrawer: client.cashDrawer,
    cashVarianceTolerance: client.cashVarianceTolerancePence,
  };
};

/** PUT settings/till/: both rows in one transaction, one audit row for the save. */
export const saveTillSettings = (
  db: Db,
  clientId: string,
  input: TillSettings,
  actor: AuditActor,
): Promise<TillSettings> => {
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const before = await getTillSettings(tx, clientId);
    const changes = changedFields(before, input);
    await updateTillConfig(tx, clientId, {
      defaultTillView: input.defaultTillView,
      featureQuickTill: input.featureQuickTill,
    });
    await updateClient(tx, clientId, {
      sendUnpaidToKitchen: input.sendUnpaidToKitchen,
      takeawayAsksName: input.takeawayAsksName,
      cashDrawer: input.cashDrawer,
      cashVarianceTolerancePence: input.cashVarianceTolerance,
    });
    await auditSettings(tx, { clientId, section: 'till', changes, actor });
    return getTillSettings(tx, clientId);
  });
};
