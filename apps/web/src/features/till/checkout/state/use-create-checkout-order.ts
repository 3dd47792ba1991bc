import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { createOrder } from '@/features/till/checkout/api/create-order';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { newRequestKey } from '@/features/till/checkout/api/request-key';
import type { DetailsFormValues } from '@/features/till/checkout/details/details-form';
import {
  orderCreateFeedback,
  type OrderCreateFeedback,
} from '@/features/till/checkout/details/order-create-errors';
import { buildOrderInput } from '@/features/till/checkout/state/build-order-input';

export type CreateCheckoutOrderOptions = {
  lines: readonly CartLine[];
  discount: CartDiscount | null;
  cashierId: string | null;
  paymentType: PayType | null;
  timeZone: string;
  onCreated: (order: Order) => void;
};

/**
 * Makes the order from the cart (001 §8: 'Order Created', or the postcode message /
 * 'Please check your details!', or 'Sorry, something went wrong making your request!').
 * One Idempotency-Key per attempt: kept while the outcome is unknown (network, 5xx), so
 * a retry cannot make a second order; replaced after an answer, which the server would
 * otherwise replay.
 */
export const useCreateCheckoutOrder = ({
  lines,
  discount,
  cashierId,
  paymentType,
  timeZone,
  onCreated,
}: CreateCheckoutOrderOptions) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = useRef<string | null>(null);

  return useCallback(
    async (
      deliverTo: DeliverTo,
      details: DetailsFormValues | null,
    ): Promise<OrderCreateFeedback | null> => {
      key.current ??= newRequestKey('order');
      try {
        const order = await createOrder(
          buildOrderInput({
            deliverTo,
            details,
            lines,
            discount,
            cashierId,
            paymentType,
            timeZone,
          }),
          key.current,
        );
        key.current = null;
        queryClient.setQueryData(checkoutOrderQueryKey(order.id), order);
        enqueueSnackbar(m.orderCreated, { variant: 'success' });
        onCreated(order);
        return null;
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) key.current = null;
        const feedback = orderCreateFeedback(error);
        // A 403 logs out with its own message (001 §6).
        if (!isForbiddenError(error)) enqueueSnackbar(feedback.toast, { variant: 'error' });
        return feedback;
      }
    },
    [lines, discount, cashierId, paymentType, timeZone, queryClient, enqueueSnackbar, onCreated],
  );
};
