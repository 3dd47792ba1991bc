import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { payOrder } from '@/features/till/checkout/api/pay-order';
import { CashPayment } from '@/features/till/checkout/cash/cash-payment';

export type CashPaymentFormProps = {
  order: Order;
  /** `isOneTap`: a tender button took the cash, so the sale ends by itself (issue 13). */
  onPaid: (order: Order, isOneTap: boolean) => void;
};

/** Cash recorded on the order; the key is the order and amount, so a retried tap counts once. */
export const CashPaymentForm = ({ order, onPaid }: CashPaymentFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const pay = useMutation({
    mutationFn: ({ amount }: { amount: number; isOneTap: boolean }) =>
      payOrder(order.id, { type: 'cash', amount }, `cash-${order.id}-${amount}`),
    onSuccess: (paid, { isOneTap }) => onPaid(paid, isOneTap),
    onError: (error) => {
      if (isForbiddenError(error)) return;
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
