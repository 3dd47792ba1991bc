import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import { formatPence } from '@opentill/contract/money';
import type { VoidReason } from '@opentill/contract/orders/discount-reasons';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { approvalReasonOf } from '@/features/till/approval/approval-errors';
import { approvalRetry, type PendingApproval } from '@/features/till/approval/approval-retry';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { OPEN_ORDERS_QUERY_KEY } from '@/features/till/open-orders/get-open-orders';
import { voidOrderItem } from '@/features/till/voids/void-order-item';
import { isLocalOrder } from '@/offline/local-orders';
import { isOfflineFailure, offlineRefusals } from '@/offline/offline-refusals';

/** How long a void waits for the server before the cashier may try again. */
const VOID_TIMEOUT_MS = 15_000;

/** The server's own sentence for a refused void: a paid order's detail, the last line's. */
const refusalOf = (error: unknown): string => {
  if (isOfflineFailure(error)) return offlineRefusals.voidLine;
  if (!isApiError(error)) return messages.somethingWentWrong;
  const first = Object.values(error.fieldErrors).find((list) => list.length > 0)?.[0];
  return error.detail ?? first ?? messages.somethingWentWrong;
};

/**
 * Voiding a line of an open order (issue 16): sent with its reason; where the merchant
 * wants a manager for it, the approval step sends it again with their PIN. The order is
 * refreshed from the answer, and the open orders with it.
 */
export const useVoidLine = (orderId: string) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [busyReason, setBusyReason] = useState<VoidReason | null>(null);
  const [approval, setApproval] = useState<PendingApproval | null>(null);

  const failed = (error: unknown) => {
    if (!isForbiddenError(error)) enqueueSnackbar(refusalOf(error), { variant: 'error' });
  };

  const voidLine = async (item: OrderItem, reason: VoidReason, onDone: () => void) => {
    const done = (order: Order) => {
      queryClient.setQueryData(checkoutOrderQueryKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
      enqueueSnackbar(
        `${item.product.name} voided: the order is now ${formatPence(order.totalCost)}.`,
        { variant: 'success' },
      );
      onDone();
    };
    // A sale only this till has cannot be changed by the server: refused, as offline.
    if (isLocalOrder(orderId)) {
      enqueueSnackbar(offlineRefusals.voidLine, { variant: 'error' });
      return;
    }
    const send = (given: ApprovalInput | null) =>
      voidOrderItem(
        orderId,
        item.id,
        { reason, approval: given },
        AbortSignal.timeout(VOID_TIMEOUT_MS),
      );
    setBusyReason(reason);
    try {
      done(await send(null));
    } catch (error) {
      const why = approvalReasonOf(error);
      if (why === null) failed(error);
      else
        setApproval(
          approvalRetry({
            reason: why,
            // A void has no Idempotency-Key: a repeat finds the line gone and is refused.
            keyBase: `void-${item.id}`,
            send: (given) => send(given),
            onApproved: (order) => {
              setApproval(null);
              done(order);
            },
            onRefused: (refusal) => {
              setApproval(null);
              failed(refusal);
            },
            onCancel: () => setApproval(null),
          }),
        );
    } finally {
      setBusyReason(null);
    }
  };

  return { voidLine, busyReason, approval };
};
