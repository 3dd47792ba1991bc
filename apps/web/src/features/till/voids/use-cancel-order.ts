import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { VoidReason } from '@opentill/contract/orders/discount-reasons';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { cancelOrder } from '@/features/till/checkout/api/cancel-order';
import { isLocalOrder } from '@/offline/local-orders';
import { isOfflineFailure, offlineRefusals } from '@/offline/offline-refusals';

class OfflineRefusal extends Error {}

/**
 * Cancels an unpaid order with the reason the cashier tapped (issue 16). A sale only this
 * till has cannot be cancelled by the server: it is refused, as offline.
 */
export const useCancelOrder = (orderId: string, onCancelled: () => void) => {
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (reason: VoidReason) => {
      if (isLocalOrder(orderId)) throw new OfflineRefusal();
      await cancelOrder(orderId, { reason });
    },
    onSuccess: onCancelled,
    onError: (error) => {
      if (error instanceof OfflineRefusal || isOfflineFailure(error))
        enqueueSnackbar(offlineRefusals.cancel, { variant: 'error' });
      else if (!isForbiddenError(error))
        enqueueSnackbar((isApiError(error) ? error.detail : undefined) ?? m.orderCreateFailed, {
          variant: 'error',
        });
    },
  });
};
