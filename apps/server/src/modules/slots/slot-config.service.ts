import { and, eq } from 'drizzle-orm';
import type { SlotSettings } from '@opentill/contract/settings/ordering-settings.schemas';
import type { Db } from '@/db/client.js';
import { slotConfig, type SlotDeliverTo } from '@/db/schema/index.js';

/** A method's saved slot settings (slot_config), or null when they were never set. */
export const getSlotSettings = async (
  db: Db,
  clientId: string,
  deliverTo: SlotDeliverTo,
): Promise<SlotSettings | null> => {
  const [row] = await db
    .select({
      daysAhead: slotConfig.daysAhead,
      slotMinutes: slotConfig.slotMinutes,
      capacityPerSlot: slotConfig.capacityPerSlot,
      leadTimeMinutes: slotConfig.leadTimeMinutes,
    })
    .from(slotConfig)
    .where(and(eq(slotConfig.clientId, clientId), eq(slotConfig.deliverTo, deliverTo)))
    .limit(1);
  return row ?? null;
};

/** Settings → Ordering: writes a method's slot settings, making its row the first time. */
export const saveSlotSettings = async (
  tx: Db,
  clientId: string,
  deliverTo: SlotDeliverTo,
  settings: SlotSettings,
): Promise<void> => {
  await tx
    .insert(slotConfig)
    .values({ clientId, deliverTo, ...settings })
    .onConflictDoUpdate({
      target: [slotConfig.clientId, slotConfig.deliverTo],
      set: { ...settings, updatedAt: new Date() },
    });
};
