import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useSession } from '@/api/get-session';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import type { CartStore } from '@/features/till/cart/cart-store';
import { useCartLines, useCartOwner, useCartPrice } from '@/features/till/cart/use-cart';
import {
  checkoutOrderQueryKey,
  checkoutOrderQueryOptions,
} from '@/features/till/checkout/api/get-order';
import {
  emptyDetails,
  type DetailsFormValues,
} from '@/features/till/checkout/details/details-form';
import {
  nameRuleOf,
  offeredMethods,
  skipsDetails,
  type CheckoutStep,
} from '@/features/till/checkout/state/checkout-methods';
import {
  cartSignature,
  clearOpenCheckout,
  readOpenCheckout,
  saveOpenCheckout,
} from '@/features/till/checkout/state/checkout-storage';
import { initialCheckout } from '@/features/till/checkout/state/initial-checkout';
import { useCreateCheckoutOrder } from '@/features/till/checkout/state/use-create-checkout-order';
import { usePlatform } from '@/platform/platform-context';

/**
 * Checkout's state: the step, the method, the order once made (kept in local storage
 * with its step, so a reload comes back to it) and what moves between them.
 */
export const useCheckoutFlow = (store: CartStore, preferred: DeliverTo | null) => {
  const session = useSession();
  const client = session.client;
  const merchant = client?.identifier ?? 'no-merchant';
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const cashier = useCurrentCashier();
  const lines = useCartLines(store);
  const cartOwner = useCartOwner(store);
  const price = useCartPrice(store);
  const methods = useMemo(() => offeredMethods(client), [client]);
  const [start] = useState(() =>
    initialCheckout(readOpenCheckout(merchant), lines, methods, preferred, nameRuleOf(client)),
  );
  /** The sale was taken in one tap: the receipt step ends it by itself (issue 13). */
  const [endsByItself, setEndsByItself] = useState(false);
  const [step, setStep] = useState<CheckoutStep>(start.step);
  const [deliverTo, setDeliverTo] = useState<DeliverTo | null>(start.deliverTo);
  const [orderId, setOrderId] = useState<string | null>(start.orderId);
  const [details, setDetails] = useState<DetailsFormValues>(emptyDetails);
  const [isCreating, setIsCreating] = useState(false);
  const [isCardBusy, setIsCardBusy] = useState(false);
  const terminal = useMemo(
    () => platform.getCardTerminal({ serialNumber: session.device?.serialNumber ?? null }),
    [platform, session.device?.serialNumber],
  );
  const order = useQuery({
    ...checkoutOrderQueryOptions(orderId ?? ''),
    enabled: orderId !== null,
  });

  useEffect(() => {
    if (start.dropsStored) clearOpenCheckout(merchant);
  }, [start.dropsStored, merchant]);

  const onCreated = useCallback(
    (created: Order) => {
      setOrderId(created.id);
      setStep('payment');
      saveOpenCheckout(merchant, {
        orderId: created.id,
        step: 'payment',
        cartSignature: cartSignature(lines),
      });
    },
    [merchant, lines],
  );
  const { create: createOrder, approval } = useCreateCheckoutOrder({
    lines,
    price,
    // The order is the cashier's who rang it up (issue 12): after a switch, the cart
    // is handed over first (cart-handover-dialog), so this is the signed-in cashier.
    cashierId: cartOwner?.id ?? cashier?.id ?? null,
    paymentType: terminal === null ? 'cash' : null,
    client,
    merchant,
    onCreated,
  });

  const onPaid = useCallback(
    (paid: Order, isOneTap = false) => {
      setEndsByItself(isOneTap);
      if (start.ownsCart) store.clear();
      saveOpenCheckout(merchant, {
        orderId: paid.id,
        step: 'receipt',
        cartSignature: start.ownsCart ? '' : null,
      });
      // The receipt text and the payment come from the order as the server now has it.
      void queryClient.invalidateQueries({ queryKey: checkoutOrderQueryKey(paid.id) });
      setStep('receipt');
    },
    [store, merchant, queryClient, start.ownsCart],
  );

  const chooseMethod = useCallback(
    async (chosen: DeliverTo) => {
      setDeliverTo(chosen);
      if (!skipsDetails(chosen, client)) {
        setStep('details');
        return;
      }
      setIsCreating(true);
      await createOrder(chosen, null);
      setIsCreating(false);
    },
    [createOrder, client],
  );

  // In store (the till's type, or the only method): the order is made as the dialog opens
  // (once, even in StrictMode).
  const hasCreatedAtOnce = useRef(false);
  useEffect(() => {
    if (!start.createsAtOnce || hasCreatedAtOnce.current) return;
    hasCreatedAtOnce.current = true;
    void chooseMethod(start.deliverTo ?? 'in_store');
  }, [start.createsAtOnce, start.deliverTo, chooseMethod]);

  // An order found paid on the payment step (a reload just after paying) is shown its receipt,
  // and the cart it was made from is cleared, as onPaid would have done.
  const isPaid = order.data?.orderPayment?.status === 'paid';
  const shownStep: CheckoutStep = step === 'payment' && isPaid ? 'receipt' : step;
  useEffect(() => {
    if (step !== 'payment' || !isPaid || orderId === null) return;
    if (start.ownsCart) store.clear();
    saveOpenCheckout(merchant, {
      orderId,
      step: 'receipt',
      cartSignature: start.ownsCart ? '' : null,
    });
  }, [step, isPaid, orderId, store, merchant, start.ownsCart]);

  /** Back to Method for a new order, when the stored one can no longer be paid (cancelled). */
  const startAgain = useCallback(() => {
    clearOpenCheckout(merchant);
    setOrderId(null);
    setDeliverTo(null);
    setStep('method');
  }, [merchant]);

  return {
    endsByItself,
    /** The order was made in this dialog, not resumed: only then may Card start by itself. */
    isNewOrder: start.orderId === null,
    /** Paying or leaving this order to pay later empties the cart (it was made from it). */
    ownsCart: start.ownsCart,
    startAgain,
    client,
    merchant,
    lines,
    price,
    /** A manager's approval the server asked for, while it is being given (issue 16). */
    approval,
    methods,
    step,
    shownStep,
    setStep,
    deliverTo,
    orderId,
    order,
    details,
    setDetails,
    isCreating,
    isCardBusy,
    setIsCardBusy,
    terminal,
    createOrder,
    chooseMethod,
    onPaid,
  };
};
