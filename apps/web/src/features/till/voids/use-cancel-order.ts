import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { VoidReason } from '@opentill/contract/orders/discount-reasons';
import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { approvalReasonOf } from '@/features/till/approval/approval-errors';
import { approvalRetry, type PendingApproval } from '@/features/till/approval/approval-retry';
import { cancelOrder } from '@/features/till/checkout/api/cancel-order';
import { isLocalOrder } from '@/offline/local-orders';
import { isOfflineFailure, offlineRefusals } from '@/offline/offline-refusals';

class OfflineRefusal extends Error {}

/**
 * Cancels an unpaid order with the reason the cashier tapped (issue 16). Where the merchant
 * wants a manager for taking back what the kitchen has seen, the approval step sends it
 * again with their PIN. A sale only this till has cannot be cancelled by the server: it is
 * refused, as offline.
 */
export const useCancelOrder = (orderId: string, onCancelled: () => void) => {
  const { enqueueSnackbar } = useSnackbar();
  const [approval, setApproval] = useState<PendingApproval | null>(null);
  const failed = (error: unknown) => {
    if (error instanceof OfflineRefusal || isOfflineFailure(error))
      enqueueSnackbar(offlineRefusals.cancel, { variant: 'error' });
    else if (!isForbiddenError(error))
      enqueueSnackbar((isApiError(error) ? error.detail : undefined) ?? m.orderCreateFailed, {
        variant: 'error',
      });
  };
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async (reason: VoidReason) => {
      if (isLocalOrder(orderId)) throw new OfflineRefusal();
      await cancelOrder(orderId, { reason });
    },
    onSuccess: onCancelled,
    onError: (error, reason) => {
      const why = approvalReasonOf(error);
      if (why === null) {
        failed(error);
        return;
      }
      setApproval(
        approvalRetry({
          reason: why,
          // Cancelling twice answers the cancelled order: a repeat changes nothing.
          keyBase: `cancel-${orderId}`,
          send: (given: ApprovalInput) => cancelOrder(orderId, { reason, approval: given }),
          onApproved: () => {
            setApproval(null);
            onCancelled();
          },
          onRefused: (refusal) => {
            setApproval(null);
            failed(refusal);
          },
          onCancel: () => setApproval(null),
        }),
      );
    },
  });
  return Object.assign(mutation, { approval });
};
