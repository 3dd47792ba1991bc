import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { cartLineAllergens } from '@opentill/contract/catalogue/cart-line';
import { isServiceCharge } from '@opentill/contract/orders/service-charge';
import { ManagerApprovalDialog } from '@/features/till/approval/manager-approval-dialog';
import type { CartStore } from '@/features/till/cart/cart-store';
import { serviceChargePenceOn } from '@/features/till/cart/service-charge';
import { CheckoutHeader, type CheckoutTab } from '@/features/till/checkout/checkout-header';
import { CloseUnpaidDialog } from '@/features/till/checkout/close-unpaid-dialog';
import { CheckoutTotals } from '@/features/till/checkout/details/checkout-totals';
import {
  serviceChargeActionLabel,
  useServiceChargeToggle,
} from '@/features/till/checkout/details/use-service-charge-toggle';
import { DetailsStep } from '@/features/till/checkout/details/details-step';
import { MethodStep } from '@/features/till/checkout/method/method-step';
import { PaymentStep } from '@/features/till/checkout/payment/payment-step';
import { ReceiptStep } from '@/features/till/checkout/receipt/receipt-step';
import { skipsDetails } from '@/features/till/checkout/state/checkout-methods';
import { clearOpenCheckout, markPayLater } from '@/features/till/checkout/state/checkout-storage';
import { estimateTotals } from '@/features/till/checkout/state/estimate-totals';
import { useCheckoutFlow } from '@/features/till/checkout/state/use-checkout-flow';
import { OPEN_ORDERS_QUERY_KEY } from '@/features/till/open-orders/get-open-orders';
import type { CheckoutIntent } from '@/features/till/hooks/use-checkout';
import { useOrderType } from '@/features/till/order-type/order-type-store';

export type CheckoutDialogProps = {
  store: CartStore;
  /** 'card': the till's Card button; the terminal starts once the order is made. */
  intent?: CheckoutIntent;
  onClose: () => void;
};

/**
 * Checkout (001 §2.9, §4): Method, Details, Payment, then the receipt. Once the order
 * exists it is kept in local storage with its step, so a reload comes back to it.
 */
export const CheckoutDialog = ({ store, intent = 'pay', onClose }: CheckoutDialogProps) => {
  const titleId = useId();
  const orderType = useOrderType();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const {
    client,
    merchant,
    lines,
    price,
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
    startAgain,
    endsByItself,
    isNewOrder,
    ownsCart,
  } = useCheckoutFlow(store, orderType.current);
  const [isCancelling, setIsCancelling] = useState(false);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  /**
   * Pay later (issue 13): the order stays open, found again in Open orders, and the till
   * is cleared for the next customer.
   */
  const payLater = () => {
    if (orderId === null) return;
    markPayLater(orderId);
    clearOpenCheckout(merchant);
    if (ownsCart) {
      store.clear();
      orderType.reset();
    }
    void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
    enqueueSnackbar(
      `Order ${order.data?.orderNumber ?? ''} is kept to pay later: find it in Open orders.`,
      { variant: 'info' },
    );
    onClose();
  };

  const finish = () => {
    clearOpenCheckout(merchant);
    // The next customer starts on the till's own order type; a cart left waiting keeps its own.
    if (shownStep === 'receipt' && ownsCart) orderType.reset();
    onClose();
  };
  const requestClose = () => {
    if (shownStep === 'receipt') finish();
    else if (orderId === null) onClose();
    // An unpaid order is not closed on by accident; a card payment in flight finishes first.
    else if (!isCardBusy) setIsCancelling(true);
  };

  const estimate = estimateTotals(
    price.itemsPence,
    deliverTo,
    client,
    price.offPence,
    serviceChargePenceOn(price, deliverTo),
  );
  const serviceChargeToggle = useServiceChargeToggle(
    order.data,
    client?.serviceCharge,
    isCardBusy,
    (changed) => void order.refetch().then(() => changed),
  );
  // The server lists an eat-in bill's service charge with its discounts (issue 16).
  const sumOf = (isCharge: boolean) =>
    (order.data?.priceAdjustments ?? [])
      .filter((each) => isServiceCharge(each.reasonCode) === isCharge)
      .reduce((sum, each) => sum + each.amount, 0);
  const totals =
    order.data === undefined ? (
      <CheckoutTotals {...estimate} />
    ) : (
      <CheckoutTotals
        itemsTotal={order.data.itemsTotal}
        discount={-sumOf(false)}
        serviceCharge={sumOf(true)}
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
          allergenLines={lines.map((line) => ({
            name: line.product.name,
            allergens: cartLineAllergens(line),
          }))}
        />
      );
    if (order.isError)
      return (
        <Alert severity="error">
          This order could not be loaded. Check the connection, then close and open checkout again.
        </Alert>
      );
    if (order.data === undefined) return <Skeleton variant="rounded" height={240} />;
    if (order.data.status === 'cancelled' && shownStep === 'payment')
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="large" onClick={startAgain}>
              Start again
            </Button>
          }
        >
          Order {order.data.orderNumber} has been cancelled. Start again to make a new order from
          the cart.
        </Alert>
      );
    if (shownStep === 'payment')
      return (
        <PaymentStep
          order={order.data}
          terminal={terminal}
          startsCard={intent === 'card' && isNewOrder}
          onPaid={onPaid}
          onBusyChange={setIsCardBusy}
        />
      );
    return <ReceiptStep order={order.data} endsByItself={endsByItself} onDone={finish} />;
  })();

  const tabs: CheckoutTab[] = [
    { value: 'method', label: 'Method', isEnabled: orderId === null && !isCreating },
    {
      value: 'details',
      label: 'Details',
      isEnabled: orderId === null && deliverTo !== null && !skipsDetails(deliverTo, client),
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
        {shownStep === 'payment' &&
          order.data !== undefined &&
          order.data.status !== 'cancelled' && (
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              {serviceChargeToggle.action && (
                <Button
                  size="large"
                  disabled={serviceChargeToggle.isBusy}
                  onClick={serviceChargeToggle.toggle}
                  sx={{ minHeight: 48 }}
                >
                  {serviceChargeActionLabel(serviceChargeToggle.action)}
                </Button>
              )}
              <Button size="large" disabled={isCardBusy} onClick={payLater} sx={{ minHeight: 48 }}>
                Pay later
              </Button>
            </Box>
          )}
        {shownStep === 'method' && deliverTo === null && methods.length > 0 && (
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>{totals}</Box>
        )}
      </DialogContent>
      {isCancelling && orderId !== null && (
        <CloseUnpaidDialog
          orderId={orderId}
          orderNumber={order.data?.orderNumber ?? null}
          isPartPaid={(order.data?.orderPayment?.parts ?? []).some(
            (part) => part.amountGross > part.amountRefunded,
          )}
          onKeepPaying={() => setIsCancelling(false)}
          onPayLater={payLater}
          onCancelled={finish}
        />
      )}
      {approval !== null && (
        <ManagerApprovalDialog
          reason={approval.reason}
          onApprove={approval.approve}
          onCancel={approval.cancel}
        />
      )}
    </Dialog>
  );
};
