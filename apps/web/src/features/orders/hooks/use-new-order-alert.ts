import { useEffect, useRef } from 'react';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { playAlertSound } from '@/platform/alert-sound';

/**
 * 000 §2: in live mode, an alert sounds when an order newer than the previous topmost
 * order appears. The first load sets the mark and is silent; so is a change of filter
 * that shows an older top order.
 */
export const useNewOrderAlert = (topOrder: Order | undefined, isLive: boolean): void => {
  const newestSeen = useRef<number | null>(null);
  useEffect(() => {
    if (topOrder === undefined) return;
    const created = Date.parse(topOrder.createdAt);
    if (Number.isNaN(created)) return;
    const previous = newestSeen.current;
    if (previous === null || created > previous) newestSeen.current = created;
    if (isLive && previous !== null && created > previous) playAlertSound();
  }, [topOrder, isLive]);
};
