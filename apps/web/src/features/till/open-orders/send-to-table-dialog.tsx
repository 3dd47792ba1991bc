import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useSession } from '@/api/get-session';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { tablesQueryOptions, type DiningTable } from '@/api/get-tables';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { approvalReasonOf } from '@/features/till/approval/approval-errors';
import { approvalRetry, type PendingApproval } from '@/features/till/approval/approval-retry';
import { ManagerApprovalDialog } from '@/features/till/approval/manager-approval-dialog';
import { adjustmentRequests } from '@/features/till/cart/cart-pricing';
import type { CartStore } from '@/features/till/cart/cart-store';
import { serviceChargeInput } from '@/features/till/cart/service-charge';
import { useCartLines, useCartOwner, useCartPrice } from '@/features/till/cart/use-cart';
import { createOrder } from '@/features/till/checkout/api/create-order';
import { cartSignature } from '@/features/till/checkout/state/checkout-storage';
import { emptyDetails } from '@/features/till/checkout/details/details-form';
import { orderCreateFeedback } from '@/features/till/checkout/details/order-create-errors';
import {
  buildOrderInput,
  orderItemsFromCart,
} from '@/features/till/checkout/state/build-order-input';
import { addOrderItems } from '@/features/till/open-orders/add-order-items';
import {
  OPEN_ORDERS_QUERY_KEY,
  openOrdersQueryOptions,
  type OpenOrder,
} from '@/features/till/open-orders/get-open-orders';
import { SEND_TIMEOUT_MS, forgetSendKey, sendKeyFor } from '@/features/till/open-orders/send-keys';
import { TableButtons } from '@/features/till/open-orders/table-buttons';

export type SendToTableDialogProps = {
  store: CartStore;
  onClose: () => void;
  /** The cart went to the kitchen: the till starts the next order. */
  onSent: () => void;
};

/** A round added to an open bill is charged as that bill is: the bill was made with its choice. */
export const SERVICE_CHARGE_NEW_BILL_ONLY =
  'The service charge is removed on a new bill only: a table with an open bill keeps its own.';

type Sending = { table: DiningTable; openOrder: OpenOrder | null };

/**
 * Send (issue 13): the eat-in cart goes to the kitchen on a table, unpaid, in one tap on
 * the table. A table with an open bill gets the cart as its next round.
 */
export const SendToTableDialog = ({ store, onClose, onSent }: SendToTableDialogProps) => {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  const cashier = useCurrentCashier();
  const lines = useCartLines(store);
  const owner = useCartOwner(store);
  const price = useCartPrice(store);
  const hasDiscount = price.adjustments.length > 0;
  const isServiceChargeDeclined = price.serviceCharge?.isDeclined === true;
  const [approval, setApproval] = useState<PendingApproval | null>(null);
  const tables = useQuery(tablesQueryOptions());
  const sendingWhat = ({ table, openOrder }: Sending) =>
    `${table.id}:${openOrder?.id ?? 'new'}:${cartSignature(lines)}`;
  const openOrders = useQuery(openOrdersQueryOptions());
  const newBill = (table: DiningTable) => ({
    ...buildOrderInput({
      deliverTo: 'table_service',
      details: { ...emptyDetails, table: table.id },
      lines,
      priceAdjustments: adjustmentRequests(price),
      cashierId: owner?.id ?? cashier?.id ?? null,
      paymentType: null,
      timeZone,
    }),
    // The customer declined the optional service charge (issue 16); else the server adds it.
    ...serviceChargeInput(price, 'table_service'),
  });
  const sent = (table: DiningTable) => {
    void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
    enqueueSnackbar(`Sent to the kitchen: table ${table.name}.`, { variant: 'success' });
    onSent();
  };
  const refused = (error: unknown) => {
    if (isForbiddenError(error)) return;
    const feedback = orderCreateFeedback(error);
    enqueueSnackbar(feedback.formError ?? feedback.toast, { variant: 'error' });
  };

  const send = useMutation({
    mutationFn: async ({ table, openOrder }: Sending) => {
      const key = sendKeyFor(sendingWhat({ table, openOrder }));
      const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
      if (openOrder !== null)
        return await addOrderItems(
          openOrder.id,
          orderItemsFromCart(lines),
          owner?.id ?? cashier?.id ?? null,
          key,
          signal,
        );
      return await createOrder(newBill(table), key, signal);
    },
    onSuccess: (_, sending) => {
      forgetSendKey(sendingWhat(sending));
      sent(sending.table);
    },
    onError: (error, sending) => {
      const key = sendKeyFor(sendingWhat(sending));
      // An answer means nothing was sent: the next tap is a new attempt.
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        forgetSendKey(sendingWhat(sending));
      const reason = sending.openOrder === null ? approvalReasonOf(error) : null;
      if (reason === null) return refused(error);
      // A discount that needs a manager (issue 16): the same new bill, with their PIN.
      const body = newBill(sending.table);
      setApproval(
        approvalRetry({
          reason,
          keyBase: key,
          send: (given, approvedKey) =>
            createOrder(
              { ...body, approval: given },
              approvedKey,
              AbortSignal.timeout(SEND_TIMEOUT_MS),
            ),
          onApproved: () => {
            setApproval(null);
            sent(sending.table);
          },
          onRefused: (refusal) => {
            setApproval(null);
            refused(refusal);
          },
          onCancel: () => setApproval(null),
        }),
      );
    },
  });

  const isLoading = tables.isPending || openOrders.isPending;
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Send to a table</DialogTitle>
      <DialogContent>
        {hasDiscount && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The discount goes on a new bill only: on a table with an open bill, add it when paying.
          </Alert>
        )}
        {isServiceChargeDeclined && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {SERVICE_CHARGE_NEW_BILL_ONLY}
          </Alert>
        )}
        {tables.isError && <Alert severity="error">The tables could not be loaded.</Alert>}
        {isLoading ? (
          <Skeleton variant="rounded" height={184} />
        ) : (
          <TableButtons
            tables={tables.data ?? []}
            openOrders={openOrders.data ?? []}
            isDisabled={send.isPending}
            onTap={(table, openOrder) => send.mutate({ table, openOrder })}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
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
