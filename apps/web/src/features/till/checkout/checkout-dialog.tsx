import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartTotalPence } from '@opentill/contract/catalogue/cart-line';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useSession } from '@/api/get-session';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import type { CartStore } from '@/features/till/cart/cart-store';
import { useCartLines } from '@/features/till/cart/use-cart';
import {
  checkoutOrderQueryKey,
  checkoutOrderQueryOptions,
} from '@/features/till/checkout/api/get-order';
import { CheckoutHeader, type CheckoutTab } from '@/features/till/checkout/checkout-header';
import { CloseUnpaidDialog } from '@/features/till/checkout/close-unpaid-dialog';
import { CheckoutTotals } from '@/features/till/checkout/details/checkout-totals';
import {
  emptyDetails,
  type DetailsFormValues,
} from '@/features/till/checkout/details/details-form';
import { DetailsStep } from '@/features/till/checkout/details/details-step';
import { MethodStep } from '@/features/till/checkout/method/method-step';
import { PaymentStep } from '@/features/till/checkout/payment/payment-step';
import { ReceiptStep } from '@/features/till/checkout/receipt/receipt-step';
import {
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
import { estimateTotals } from '@/features/till/checkout/state/estimate-totals';
import { initialCheckout } from '@/features/till/checkout/state/initial-checkout';
import { useCreateCheckoutOrder } from '@/features/till/checkout/state/use-create-checkout-order';
import { usePlatform } from '@/platform/platform-context';

export type CheckoutDialogProps = { store: CartStore; onClose: () => void };

/**
 * Checkout (001 §2.9, §4): Method, Details, Payment, then the receipt. Once the order
 * exists it is kept in local storage with its step, so a reload comes back to it.
 */
export const CheckoutDialog = ({ store, onClose }: CheckoutDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const session = useSession();
  const client = session.client;
  const merchant = client?.identifier ?? 'no-merchant';
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const cashier = useCurrentCashier();
  const lines = useCartLines(store);
  const methods = useMemo(() => offeredMethods(client), [client]);
  const [start] = useState(() => initialCheckout(readOpenCheckout(merchant), lines, methods));
  const [step, setStep] = useState<CheckoutStep>(start.step);
  const [deliverTo, setDeliverTo] = useState<DeliverTo | null>(start.deliverTo);
  const [orderId, setOrderId] = useState<string | null>(start.orderId);
  const [details, setDetails] = useState<DetailsFormValues>(emptyDetails);
  const [isCreating, setIsCreating] = useState(false);
  const [isCardBusy, setIsCardBusy] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
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
  const createOrder = useCreateCheckoutOrder({
    lines,
    cashierId: cashier?.id ?? null,
    timeZone: client?.timeZone ?? 'Europe/London',
    onCreated,
  });

  const onPaid = useCallback(
    (paid: Order) => {
      store.clear();
      saveOpenCheckout(merchant, { orderId: paid.id, step: 'receipt', cartSignature: '' });
      // The receipt text and the payment come from the order as the server now has it.
      void queryClient.invalidateQueries({ queryKey: checkoutOrderQueryKey(paid.id) });
      setStep('receipt');
    },
    [store, merchant, queryClient],
  );

  const chooseMethod = useCallback(
    async (chosen: DeliverTo) => {
      setDeliverTo(chosen);
      if (!skipsDetails(chosen)) {
        setStep('details');
        return;
      }
      setIsCreating(true);
      await createOrder(chosen, null);
      setIsCreating(false);
    },
    [createOrder],
  );

  // A single in-store method: the order is made as the dialog opens (once, even in StrictMode).
  const hasCreatedAtOnce = useRef(false);
  useEffect(() => {
    if (!start.createsAtOnce || hasCreatedAtOnce.current) return;
    hasCreatedAtOnce.current = true;
    void chooseMethod('in_store');
  }, [start.createsAtOnce, chooseMethod]);

  // An order found paid on the payment step (a reload just after paying) is shown its receipt,
  // and the cart it was made from is cleared, as onPaid would have done.
  const isPaid = order.data?.orderPayment?.status === 'paid';
  const shownStep: CheckoutStep = step === 'payment' && isPaid ? 'receipt' : step;
  useEffect(() => {
    if (step !== 'payment' || !isPaid || orderId === null) return;
    store.clear();
    saveOpenCheckout(merchant, { orderId, step: 'receipt', cartSignature: '' });
  }, [step, isPaid, orderId, store, merchant]);

  const finish = () => {
    clearOpenCheckout(merchant);
    onClose();
  };
  const requestClose = () => {
    if (shownStep === 'receipt') finish();
    else if (orderId === null) onClose();
    // An unpaid order is not closed on by accident; a card payment in flight finishes first.
    else if (!isCardBusy) setIsCancelling(true);
  };

  const itemsTotal = cartTotalPence([...lines]);
  const estimate = estimateTotals(itemsTotal, deliverTo, client);
  const totals =
    order.data === undefined ? (
      <CheckoutTotals {...estimate} />
    ) : (
      <CheckoutTotals
        itemsTotal={order.data.itemsTotal}
        deliveryCharge={order.data.deliveryCharge}
        total={order.data.totalCost}
        showsDelivery={estimate.showsDelivery || order.data.deliveryCharge > 0}
      />
    );
  const headlineTotal = order.data?.totalCost ?? estimate.total;

  const content = (() => {
    if (step === 'method')
      return (
        <MethodStep
          methods={methods}
          selected={deliverTo}
          isBusy={isCreating}
          onChoose={(chosen) => void chooseMethod(chosen)}
        />
      );
    if (step === 'details' && deliverTo !== null)
      return (
        <DetailsStep
          key={deliverTo}
          deliverTo={deliverTo}
          values={details}
          onValuesChange={setDetails}
          onSubmit={(values) => createOrder(deliverTo, values)}
          onBack={() => setStep('method')}
          totals={totals}
        />
      );
    if (order.isError)
      return (
        <Alert severity="error">
          This order could not be loaded. Check the connection, then close and open checkout again.
        </Alert>
      );
    if (order.data === undefined) return <Skeleton variant="rounded" height={240} />;
    if (shownStep === 'payment')
      return (
        <PaymentStep
          order={order.data}
          terminal={terminal}
          onPaid={onPaid}
          onBusyChange={setIsCardBusy}
        />
      );
    return <ReceiptStep order={order.data} onDone={finish} />;
  })();

  const tabs: CheckoutTab[] = [
    { value: 'method', label: 'Method', isEnabled: orderId === null && !isCreating },
    {
      value: 'details',
      label: 'Details',
      isEnabled: orderId === null && deliverTo !== null && !skipsDetails(deliverTo),
    },
    { value: 'payment', label: 'Payment', isEnabled: orderId !== null && shownStep !== 'receipt' },
  ];

  return (
    <Dialog
      open
      onClose={requestClose}
      fullWidth
      maxWidth="md"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
      // From the top, so the dialog does not jump about as its steps change height.
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
    >
      <CheckoutHeader
        titleId={titleId}
        step={shownStep}
        totalPence={headlineTotal}
        tabs={tabs}
        canClose={!(isCardBusy && shownStep === 'payment')}
        onClose={requestClose}
        onStepChange={setStep}
      />
      <DialogContent
        role={shownStep === 'receipt' ? undefined : 'tabpanel'}
        aria-label={
          shownStep === 'receipt' ? undefined : tabs.find((t) => t.value === shownStep)?.label
        }
        sx={{ px: { xs: 2, sm: 3 }, py: 3 }}
      >
        {content}
        {shownStep === 'method' && deliverTo === null && methods.length > 0 && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>{totals}</Box>
        )}
      </DialogContent>
      {isCancelling && orderId !== null && (
        <CloseUnpaidDialog
          orderId={orderId}
          orderNumber={order.data?.orderNumber ?? null}
          onKeepPaying={() => setIsCancelling(false)}
          onPayLater={onClose}
          onCancelled={finish}
        />
      )}
    </Dialog>
  );
};
