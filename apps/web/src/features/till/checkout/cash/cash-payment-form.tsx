import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { drawerMessages } from '@opentill/contract/drawer/drawer-messages';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Pence } from '@opentill/contract/money';
import type { Order, PayInput } from '@opentill/contract/orders/order.schemas';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { isUnreachableStatus } from '@/api/server-reachability';
import { payOrder } from '@/features/till/checkout/api/pay-order';
import { CashPayment } from '@/features/till/checkout/cash/cash-payment';
import { amountDueOf } from '@/features/till/checkout/split/split-plan';
import { DRAWER_QUERY_KEY } from '@/features/till/drawer/drawer-api';
import { isLocalOrder } from '@/offline/local-orders';
import { OFFLINE_PAID_MESSAGE, takeOfflinePayment } from '@/offline/take-offline-payment';
import { knownTillDeviceId } from '@/offline/till-device';

export type CashPaymentFormProps = {
  order: Order;
  /** The part of a split bill being paid (issue 16); null pays all that is due. */
  partPence?: Pence | null;
  /** `isOneTap`: a tender button took the cash, so the sale ends by itself (issue 13). */
  onPaid: (order: Order, isOneTap: boolean) => void;
};

export const SPLIT_NEEDS_SERVER =
  'The server cannot be reached, and a part of the bill or a tip needs it. Take the whole amount with no tip, or try again.';

/** Thrown rather than keeping a part or a tip on the till: the outbox pays an order in full. */
class NeedsServer extends Error {}

type CashInput = Extract<PayInput, { type: 'cash' }>;

/**
 * The Idempotency-Key: the order and amount, so a retried tap counts once. A part or a tip
 * adds what was due, the part and the tip, so two equal parts of one bill are two payments.
 */
const cashPayKey = (order: Order, { amount, partAmount, tip }: CashInput): string => {
  const due = amountDueOf(order);
  const isPlain = (partAmount ?? null) === null && (tip ?? 0) === 0 && due === order.totalCost;
  return isPlain
    ? `cash-${order.id}-${amount}`
    : `cash-${order.id}-due${due}-part${partAmount ?? due}-tip${tip ?? 0}-${amount}`;
};

/**
 * Cash recorded on the order: all that is due, or a part of a split bill, with any change
 * kept as a tip (issue 16). With no server (a sale made offline, or the server gone since)
 * the cash is recorded in the till's outbox with the sale, and sent when the server is
 * back (issue 15); a part or a tip is not, since the outbox pays a sale in full. The till
 * taking it is named, so the cash goes into its drawer (issue 16).
 */
export const CashPaymentForm = ({ order, partPence = null, onPaid }: CashPaymentFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { client } = useSession();
  const where = { merchant: client?.identifier ?? 'no-merchant', merchantName: client?.name ?? '' };
  const pay = useMutation({
    // Offline too: with no server the cash is kept on the till.
    networkMode: 'always',
    mutationFn: async ({ amount, tip }: { amount: number; isOneTap: boolean; tip: Pence }) => {
      const deviceId = await knownTillDeviceId(where.merchant);
      const input: CashInput = {
        type: 'cash',
        amount,
        ...(partPence === null ? {} : { partAmount: partPence }),
        ...(tip === 0 ? {} : { tip }),
        ...(deviceId === null ? {} : { deviceId }),
      };
      if (isLocalOrder(order.id))
        return await takeOfflinePayment(order, input, `${order.id}:pay`, where);
      const key = cashPayKey(order, input);
      try {
        return await payOrder(order.id, input, key);
      } catch (error) {
        if (!isApiError(error) || !isUnreachableStatus(error.status)) throw error;
        if (partPence !== null || tip > 0) throw new NeedsServer();
        return await takeOfflinePayment(order, input, key, where);
      }
    },
    onSuccess: (paid, { isOneTap }) => {
      if (isLocalOrder(paid.id)) enqueueSnackbar(OFFLINE_PAID_MESSAGE, { variant: 'warning' });
      onPaid(paid, isOneTap);
    },
    onError: (error) => {
      if (isForbiddenError(error)) return;
      if (error instanceof NeedsServer) {
        enqueueSnackbar(SPLIT_NEEDS_SERVER, { variant: 'error' });
        return;
      }
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
      totalPence={partPence ?? amountDueOf(order)}
      isPaying={pay.isPending}
      canTip={!isLocalOrder(order.id)}
      onPay={(tendered, isOneTap, tip) => pay.mutate({ amount: tendered, isOneTap, tip })}
    />
  );
};
