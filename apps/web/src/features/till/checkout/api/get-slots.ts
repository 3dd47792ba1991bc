import { queryOptions } from '@tanstack/react-query';
import type { SlotDeliverTo } from '@opentill/contract/orders/deliver-to';
import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import { api } from '@/api/api-client';

const SLOT_PATHS: Record<SlotDeliverTo, string> = {
  home_delivery: 'orders/home-delivery-slots',
  click_and_collect: 'orders/click-and-collect-slots',
};

/** GET orders/home-delivery-slots/ or orders/click-and-collect-slots/: days with their timeslots. */
export const getSlots = async (
  deliverTo: SlotDeliverTo,
  signal?: AbortSignal,
): Promise<SlotDay[]> => await api.get<SlotDay[]>(SLOT_PATHS[deliverTo], { signal });

export const slotsQueryOptions = (deliverTo: SlotDeliverTo) =>
  queryOptions({
    queryKey: ['checkout-slots', deliverTo],
    queryFn: ({ signal }) => getSlots(deliverTo, signal),
    // Availability moves as other orders book slots: ask again each time the picker shows.
    staleTime: 0,
  });
