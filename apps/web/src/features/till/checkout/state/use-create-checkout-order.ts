import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order, OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { approvalReasonOf } from '@/features/till/approval/approval-errors';
import { approvalRetry, type PendingApproval } from '@/features/till/approval/approval-retry';
import { adjustmentRequests, type CartPrice } from '@/features/till/cart/cart-pricing';
import {
  billedAdjustments,
  serviceChargeInput,
  serviceChargePenceOn,
} from '@/features/till/cart/service-charge';
import { createOrder } from '@/features/till/checkout/api/create-order';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { newRequestKey } from '@/api/request-key';
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
  /** The cart priced with its discounts (useCartPrice). */
  price: CartPrice;
  cashierId: string | null;
  paymentType: PayType | null;
  client: Client | null;
  merchant: string;
  onCreated: (order: Order) => void;
};

export const NOT_APPROVED_MESSAGE =
  'Not approved: no order was made. Change the discount, or ask a manager again.';
/** How long an approved try waits before the step says the server cannot be reached. */
const APPROVAL_TIMEOUT_MS = 15_000;

export const OFFLINE_SALE_MESSAGE =
  'The server cannot be reached: keep selling. This sale is kept on this till and sent when it is back.';

/**
 * Makes the order from the cart (001 §8: 'Order Created', or the postcode message /
 * 'Please check your details!'). The sale is written to the outbox first (issue 15): its
 * UUIDv7 is the order id and the create's Idempotency-Key, so a lost answer retried is
 * one order. When the server cannot be reached or answers 5xx, checkout goes on with the
 * order as the till shows it, and the drainer sends it later; a 4xx is an answer, and the
 * sale leaves the outbox. A 400 asking for a manager (issue 16) opens the approval step,
 * whose approved try is sent online only: the server checks the PIN, never the till.
 */
export const useCreateCheckoutOrder = ({
  lines,
  price,
  cashierId,
  paymentType,
  client,
  merchant,
  onCreated,
}: CreateCheckoutOrderOptions) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [approval, setApproval] = useState<PendingApproval | null>(null);

  const create = useCallback(
    async (
      deliverTo: DeliverTo,
      details: DetailsFormValues | null,
    ): Promise<OrderCreateFeedback | null> => {
      const input = {
        ...buildOrderInput({
          deliverTo,
          details,
          lines,
          priceAdjustments: adjustmentRequests(price),
          cashierId,
          paymentType,
          timeZone: client?.timeZone ?? 'Europe/London',
        }),
        // The customer declined the optional service charge (issue 16); else the server adds it.
        ...serviceChargeInput(price, deliverTo),
      };
      // An eat-in bill's total includes its service charge, as the server's will: an offline
      // sale's till total must match, or the server records a price difference.
      const totals = estimateTotals(
        price.itemsPence,
        deliverTo,
        client,
        price.offPence,
        serviceChargePenceOn(price, deliverTo),
      );
      // Without IndexedDB (a private window) the till sells online only, as before issue 15.
      const sale = await writeTillSale({
        merchant,
        merchantName: client?.name ?? '',
        input,
        lines,
        totals,
        adjustments: billedAdjustments(price, deliverTo),
        isVatRegistered: client?.vatRegistered ?? false,
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
      /** A manager is needed: the same body, its order id too, goes again with the approval. */
      const askedForManager = (error: unknown, body: OrderCreateInput, key: string) => {
        const reason = approvalReasonOf(error);
        if (reason === null) return false;
        setApproval(
          approvalRetry({
            reason,
            keyBase: key,
            send: (given, approvedKey) =>
              createOrder(
                { ...body, approval: given },
                approvedKey,
                AbortSignal.timeout(APPROVAL_TIMEOUT_MS),
              ),
            onApproved: (order) => {
              setApproval(null);
              created(order);
            },
            onRefused: (error) => {
              setApproval(null);
              refused(error);
            },
            onCancel: () => {
              setApproval(null);
              enqueueSnackbar(NOT_APPROVED_MESSAGE, { variant: 'info' });
            },
          }),
        );
        return true;
      };
      if (sale === null) {
        const key = newRequestKey('order');
        return await createOrder(input, key).then(created, (error: unknown) =>
          askedForManager(error, input, key) ? null : refused(error),
        );
      }
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
        // An answer: the sale leaves the outbox, a manager's approval included (online only).
        await deleteSale(sale.id);
        return askedForManager(error, body, sale.id) ? null : refused(error);
      }
    },
    [
      lines,
      price,
      cashierId,
      paymentType,
      client,
      merchant,
      queryClient,
      enqueueSnackbar,
      onCreated,
    ],
  );
  return { create, approval };
};
