import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import { setOrderServiceCharge } from '@/features/till/checkout/api/set-service-charge';

export type ServiceChargeToggle = {
  /** What one tap does to the bill, or null when there is nothing to offer. */
  action: 'remove' | 'add' | null;
  isBusy: boolean;
  toggle: () => void;
};

/**
 * Issue 16: a table that asks at payment has the optional service charge taken off its
 * open bill (or put back). A mandatory one, a paid bill, a card out on the terminal, or a
 * bill that is not eaten in offer nothing. Setting it on or off twice is harmless, so a
 * retry needs no key.
 */
export const useServiceChargeToggle = (
  order: Order | undefined,
  terms: { percent: number | null; mandatory: boolean } | undefined,
  isCardBusy: boolean,
  onChanged: (order: Order) => void,
): ServiceChargeToggle => {
  const [isBusy, setIsBusy] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const hasCharge =
    order?.priceAdjustments.some((adjustment) => adjustment.reasonCode === 'service_charge') ??
    false;
  const isOffered =
    order !== undefined &&
    order.deliverTo === 'table_service' &&
    order.orderPayment?.status === 'requested' &&
    terms?.percent !== null &&
    terms?.percent !== undefined &&
    !terms.mandatory &&
    !isCardBusy;
  const action = isOffered ? (hasCharge ? 'remove' : 'add') : null;
  const toggle = () => {
    if (order === undefined || action === null || isBusy) return;
    setIsBusy(true);
    setOrderServiceCharge(order.id, action === 'add')
      .then(onChanged)
      .catch((error: unknown) =>
        enqueueSnackbar(error instanceof Error ? error.message : String(error), {
          variant: 'error',
        }),
      )
      .finally(() => setIsBusy(false));
  };
  return { action, isBusy, toggle };
};

export const serviceChargeActionLabel = (action: 'remove' | 'add'): string =>
  action === 'remove' ? sc.remove : sc.add;
