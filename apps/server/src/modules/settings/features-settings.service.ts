import { deriveClientModes } from '@opentill/contract/clients/client-modes';
import type { Features } from '@opentill/contract/setup/setup.schemas';
import type { FeaturesSettingsResponse } from '@opentill/contract/settings/features-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

const featuresOf = (client: ClientRow): Features => ({
  featureEatIn: client.featureEatIn,
  featureTakeaway: client.featureTakeaway,
  featureInStore: client.featureInStore,
  featureDelivery: client.featureDelivery,
  featureHomeDelivery: client.featureHomeDelivery,
  featureClickAndCollect: client.featureClickAndCollect,
});

export const toFeaturesSettings = (client: ClientRow): FeaturesSettingsResponse => {
  const features = featuresOf(client);
  return { ...features, ...deriveClientModes(features) };
};

/** PUT settings/features/: the ways the merchant sells; the modes follow from them. */
export const saveFeaturesSettings = (
  db: Db,
  clientId: string,
  input: Features,
  actor: AuditActor,
): Promise<FeaturesSettingsResponse> =>
  db.transaction(async (tx) => {
    const before = await lockClient(tx, clientId);
    const changes = changedFields(featuresOf(before), input);
    const after = await updateClient(tx, clientId, input);
    await auditSettings(tx, { clientId, section: 'features', changes, actor });
    return toFeaturesSettings(after);
  });
