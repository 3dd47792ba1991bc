import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { drawerMessages } from '@opentill/contract/drawer/drawer-messages';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { isUnreachableStatus } from '@/api/server-reachability';
import { payOrder } from '@/features/till/checkout/api/pay-order';
import { CashPayment } from '@/features/till/checkout/cash/cash-payment';
import { DRAWER_QUERY_KEY } from '@/features/till/drawer/drawer-api';
import { isLocalOrder } from '@/offline/local-orders';
import { OFFLINE_PAID_MESSAGE, takeOfflinePayment } from '@/offline/take-offline-payment';
import { knownTillDeviceId } from '@/offline/till-device';

export type CashPaymentFormProps = {
  order: Order;
  /** `isOneTap`: a tender button took the cash, so the sale ends by itself (issue 13). */
  onPaid: (order: Order, isOneTap: boolean) => void;
};

/**
 * Cash recorded on the order; the key is the order and amount, so a retried tap counts once.
 * With no server (a sale made offline, or the server gone since) the cash is recorded in
 * the till's outbox with the sale, and sent when the server is back (issue 15). The till
 * taking it is named, so the cash goes into its drawer (issue 16).
 */
export const CashPaymentForm = ({ order, onPaid }: CashPaymentFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { client } = useSession();
  const where = { merchant: client?.identifier ?? 'no-merchant', merchantName: client?.name ?? '' };
  const pay = useMutation({
    // Offline too: with no server the cash is kept on the till.
    networkMode: 'always',
    mutationFn: async ({ amount }: { amount: number; isOneTap: boolean }) => {
      const deviceId = await knownTillDeviceId(where.merchant);
      const input = { type: 'cash' as const, amount, ...(deviceId === null ? {} : { deviceId }) };
      if (isLocalOrder(order.id))
        return await takeOfflinePayment(order, input, `${order.id}:pay`, where);
      const key = `cash-${order.id}-${amount}`;
      try {
        return await payOrder(order.id, input, key);
      } catch (error) {
        if (!isApiError(error) || !isUnreachableStatus(error.status)) throw error;
        return await takeOfflinePayment(order, input, key, where);
      }
    },
    onSuccess: (paid, { isOneTap }) => {
      if (isLocalOrder(paid.id)) enqueueSnackbar(OFFLINE_PAID_MESSAGE, { variant: 'warning' });
      onPaid(paid, isOneTap);
    },
    onError: (error) => {
      if (isForbiddenError(error)) return;
      // The drawer was cashed up meanwhile (another tab, say): the till asks again, and
      // Open till comes up; checkout, kept in the address, returns once it is open.
      if (isApiError(error) && error.detail === drawerMessages.openBeforeCash)
        void queryClient.invalidateQueries({ queryKey: DRAWER_QUERY_KEY });
      const serverSays = isApiError(error)
        ? (Object.values(getFirstFieldErrors(error))[0] ?? error.detail)
        : undefined;
      enqueueSnackbar(serverSays ?? m.orderCreateFailed, { variant: 'error' });
    },
  });
  return (
    <CashPayment
      totalPence={order.totalCost}
      isPaying={pay.isPending}
      onPay={(tendered, isOneTap) => pay.mutate({ amount: tendered, isOneTap })}
    />
  );
};
