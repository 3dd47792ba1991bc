import { markOrderUnready } from '@/features/kitchen/api/mark-order-ready';
import { setItemStatus, type TickLineResult } from '@/features/kitchen/api/tick-kitchen-line';

/**
 * Takes back the tap that finished a ticket: the order back to requested (when that tap
 * made it ready), then the units it ticked back to be made. When the counter has already
 * handed the order over, the server refuses the first step and the units stay ticked:
 * the food has gone.
 */
export const undoReady = async (
  ticked: TickLineResult | null,
  itemIds: readonly string[],
): Promise<void> => {
  if (ticked === null) return;
  if (ticked.isNowReady) await markOrderUnready(ticked.order.id);
  for (const itemId of itemIds) await setItemStatus(itemId, 'requested');
};
