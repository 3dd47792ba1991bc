import type {
  OrderingSettings,
  OrderingSettingsResponse,
} from '@opentill/contract/settings/ordering-settings.schemas';
import type { Db } from '@/db/client.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient, updateClient } from '@/modules/clients/client-rows.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { getSlotSettings, saveSlotSettings } from '@/modules/slots/slot-config.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** GET settings/ordering/: clients' wait time and delivery charge, and slot_config per method. */
export const getOrderingSettings = async (
  db: Db,
  clientId: string,
): Promise<OrderingSettingsResponse> => {
  const [client, homeDeliverySlots, clickAndCollectSlots] = await Promise.all([
    getClient(db, clientId),
    getSlotSettings(db, clientId, 'home_delivery'),
    getSlotSettings(db, clientId, 'click_and_collect'),
  ]);
  return {
    waitTimeMinutes: client.waitTimeMinutes,
    deliveryCostPence: client.deliveryCostPence,
    deliveryCostCutoffPence: client.deliveryCostCutoffPence,
    homeDeliverySlots,
    clickAndCollectSlots,
    featureHomeDelivery: client.featureHomeDelivery,
    featureClickAndCollect: client.featureClickAndCollect,
  };
};

/** PUT settings/ordering/: the client row and each method's slots sent, in one transaction. */
export const saveOrderingSettings = (
  db: Db,
  clientId: string,
  input: OrderingSettings,
  actor: AuditActor,
): Promise<OrderingSettingsResponse> =>
  db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const before = await getOrderingSettings(tx, clientId);
    const changes = changedFields(before, input);
    await updateClient(tx, clientId, {
      waitTimeMinutes: input.waitTimeMinutes,
      deliveryCostPence: input.deliveryCostPence,
      deliveryCostCutoffPence: input.deliveryCostCutoffPence,
    });
    if (input.homeDeliverySlots)
      await saveSlotSettings(tx, clientId, 'home_delivery', input.homeDeliverySlots);
    if (input.clickAndCollectSlots)
      await saveSlotSettings(tx, clientId, 'click_and_collect', input.clickAndCollectSlots);
    await auditSettings(tx, { clientId, section: 'ordering', changes, actor });
    // Home shows the wait time; the other fields are read when an order is made.
    if (changes.waitTimeMinutes)
      await recordEvent(tx, { clientId, type: 'ordering.wait_time_changed' });
    return getOrderingSettings(tx, clientId);
  });
