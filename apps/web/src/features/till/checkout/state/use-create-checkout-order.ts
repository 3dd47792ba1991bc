import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import { cartTotalPence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { discountOffPence, type CartDiscount } from '@/features/till/cart/cart-discount';
import { createOrder } from '@/features/till/checkout/api/create-order';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { newRequestKey } from '@/features/till/checkout/api/request-key';
import type { DetailsFormValues } from '@/features/till/checkout/details/details-form';
import {
  orderCreateFeedback,
  type OrderCreateFeedback,
} from '@/features/till/checkout/details/order-create-errors';
import { buildOrderInput } from '@/features/till/checkout/state/build-order-input';
import { estimateTotals } from '@/features/till/checkout/state/estimate-totals';
import { writeTillSale } from '@/features/till/checkout/state/write-till-sale';
import { markLocalOrder } from '@/offline/local-orders';
import { deleteSale, keepForLater, markCreated, updateSale } from '@/offline/outbox-store';
import { createBodyOf } from '@/offline/sale-bodies';

export type CreateCheckoutOrderOptions = {
  lines: readonly CartLine[];
  discount: CartDiscount | null;
  cashierId: string | null;
  paymentType: PayType | null;
  client: Client | null;
  merchant: string;
  onCreated: (order: Order) => void;
};

export const OFFLINE_SALE_MESSAGE =
  'The server cannot be reached: keep selling. This sale is kept on this till and sent when it is back.';

/**
 * Makes the order from the cart (001 §8: 'Order Created', or the postcode message /
 * 'Please check your details!'). The sale is written to the outbox first (issue 15): its
 * UUIDv7 is the order id and the create's Idempotency-Key, so a lost answer retried is
 * one order. When the server cannot be reached or answers 5xx, checkout goes on with the
 * order as the till shows it, and the drainer sends it later; a 4xx is an answer, and the
 * sale leaves the outbox.
 */
export const useCreateCheckoutOrder = ({
  lines,
  discount,
  cashierId,
  paymentType,
  client,
  merchant,
  onCreated,
}: CreateCheckoutOrderOptions) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (
      deliverTo: DeliverTo,
      details: DetailsFormValues | null,
    ): Promise<OrderCreateFeedback | null> => {
      const input = buildOrderInput({
        deliverTo,
        details,
        lines,
        discount,
        cashierId,
        paymentType,
        timeZone: client?.timeZone ?? 'Europe/London',
      });
      const itemsTotal = cartTotalPence([...lines]);
      const totals = estimateTotals(
        itemsTotal,
        deliverTo,
        client,
        discountOffPence(discount, itemsTotal),
      );
      // Without IndexedDB (a private window) the till sells online only, as before issue 15.
      const sale = await writeTillSale({
        merchant,
        merchantName: client?.name ?? '',
        input,
        lines,
        totals,
      }).catch(() => null);
      const refused = (error: unknown) => {
        const feedback = orderCreateFeedback(error);
        // A 403 logs out with its own message (001 §6).
        if (!isForbiddenError(error)) enqueueSnackbar(feedback.toast, { variant: 'error' });
        return feedback;
      };
      const created = (order: Order) => {
        queryClient.setQueryData(checkoutOrderQueryKey(order.id), order);
        enqueueSnackbar(m.orderCreated, { variant: 'success' });
        onCreated(order);
        return null;
      };
      if (sale === null)
        return await createOrder(input, newRequestKey('order')).then(created, refused);
      const body = createBodyOf(sale, false);
      await updateSale(sale.id, { attemptedBody: body });
      try {
        const order = await createOrder(body, sale.id);
        await markCreated(sale.id);
        return created(order);
      } catch (error) {
        if (isApiError(error) && isUnreachableStatus(error.status)) {
          await keepForLater(sale.id, new Date().toISOString());
          markLocalOrder(sale.id);
          queryClient.setQueryData(checkoutOrderQueryKey(sale.id), sale.snapshot);
          enqueueSnackbar(OFFLINE_SALE_MESSAGE, { variant: 'warning' });
          onCreated(sale.snapshot);
          return null;
        }
        await deleteSale(sale.id);
        return refused(error);
      }
    },
    [
      lines,
      discount,
      cashierId,
      paymentType,
      client,
      merchant,
      queryClient,
      enqueueSnackbar,
      onCreated,
    ],
  );
};
