import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { deliverToLabel } from '@opentill/contract/orders/deliver-to';
import { formatPence } from '@opentill/contract/money';
import { isApiError, isForbiddenError } from '@/api/api-error';
import { tablesQueryOptions } from '@/api/get-tables';
import type { CartStore } from '@/features/till/cart/cart-store';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { useCartLines, useCartOwner } from '@/features/till/cart/use-cart';
import { cartSignature } from '@/features/till/checkout/state/checkout-storage';
import { orderCreateFeedback } from '@/features/till/checkout/details/order-create-errors';
import { orderItemsFromCart } from '@/features/till/checkout/state/build-order-input';
import { addOrderItems } from '@/features/till/open-orders/add-order-items';
import {
  OPEN_ORDERS_QUERY_KEY,
  openOrdersQueryOptions,
  type OpenOrder,
} from '@/features/till/open-orders/get-open-orders';
import { openFor } from '@/features/till/open-orders/open-for';
import { useMinuteClock } from '@/features/till/open-orders/use-minute-clock';
import { SEND_TIMEOUT_MS, forgetSendKey, sendKeyFor } from '@/features/till/open-orders/send-keys';
import { TableButtons } from '@/features/till/open-orders/table-buttons';
import { OpenOrderLines } from '@/features/till/voids/open-order-lines';

export type OpenOrdersDialogProps = {
  store: CartStore;
  onClose: () => void;
  /** Opens checkout at the payment step for this order. */
  onPay: (orderId: string) => void;
};

const orderTitle = (order: OpenOrder) =>
  order.table === null
    ? `Order ${order.orderNumber} · ${deliverToLabel(order.deliverTo)}${order.customerName === null ? '' : ` · ${order.customerName}`}`
    : `Table ${order.table} · Order ${order.orderNumber}`;

/**
 * Open orders (issue 13): the table map of open bills, with their totals and how long
 * they have been open, and the orders left to pay later. Tapping one offers Pay, or the
 * cart as its next round, and its lines to void (issue 16).
 */
export const OpenOrdersDialog = ({ store, onClose, onPay }: OpenOrdersDialogProps) => {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const lines = useCartLines(store);
  const owner = useCartOwner(store);
  const cashier = useCurrentCashier();
  const cashierId = owner?.id ?? cashier?.id ?? null;
  const tables = useQuery(tablesQueryOptions());
  const openOrders = useQuery(openOrdersQueryOptions());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = openOrders.data?.find((order) => order.id === chosenId) ?? null;
  const now = useMinuteClock();
  const roundWhat = (order: OpenOrder) => `round:${order.id}:${cartSignature(lines)}`;
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);

  const addRound = useMutation({
    mutationFn: async (order: OpenOrder) =>
      await addOrderItems(
        order.id,
        orderItemsFromCart(lines),
        cashierId,
        sendKeyFor(roundWhat(order)),
        AbortSignal.timeout(SEND_TIMEOUT_MS),
      ),
    onSuccess: (_, order) => {
      forgetSendKey(roundWhat(order));
      void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
      store.clear();
      enqueueSnackbar(`Added to ${orderTitle(order)} and sent to the kitchen.`, {
        variant: 'success',
      });
      onClose();
    },
    onError: (error, order) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        forgetSendKey(roundWhat(order));
      if (isForbiddenError(error)) return;
      const feedback = orderCreateFeedback(error);
      enqueueSnackbar(feedback.formError ?? feedback.toast, { variant: 'error' });
    },
  });

  const onTables = new Set(
    (tables.data ?? []).filter((table) => table.isActive).map((table) => table.id),
  );
  // Whatever is not on the table map: pay-later orders, and bills whose table was removed.
  const others = (openOrders.data ?? []).filter(
    (order) => order.tableId === null || !onTables.has(order.tableId),
  );
  const content = (() => {
    if (openOrders.isError)
      return <Alert severity="error">The open orders could not be loaded.</Alert>;
    if (openOrders.isPending || tables.isPending)
      return <Skeleton variant="rounded" height={184} />;
    if (chosen !== null)
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box role="status" aria-label="Open bill">
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {orderTitle(chosen)}
            </Typography>
            <Typography color="text.secondary">
              {chosen.itemCount === 1 ? '1 item' : `${chosen.itemCount} items`} · open{' '}
              {openFor(chosen.createdAt, now)}
              {chosen.cashier === null ? '' : ` · ${chosen.cashier}`}
            </Typography>
            <Typography
              sx={{ fontSize: '2rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatPence(chosen.totalCost)}
            </Typography>
          </Box>
          <Button
            variant="contained"
            size="large"
            onClick={() => onPay(chosen.id)}
            sx={{ minHeight: 56, fontSize: '1.125rem' }}
          >
            Pay {formatPence(chosen.totalCost)}
          </Button>
          {itemCount > 0 && (
            <Button
              variant="outlined"
              size="large"
              loading={addRound.isPending}
              onClick={() => addRound.mutate(chosen)}
              sx={{ minHeight: 56 }}
            >
              {itemCount === 1
                ? 'Add the 1 item in the cart'
                : `Add the ${itemCount} items in the cart`}
            </Button>
          )}
          <OpenOrderLines
            key={chosen.id}
            orderId={chosen.id}
            orderNumber={chosen.orderNumber}
            onCancelled={() => {
              void queryClient.invalidateQueries({ queryKey: OPEN_ORDERS_QUERY_KEY });
              enqueueSnackbar(`${orderTitle(chosen)} is cancelled.`, { variant: 'success' });
              setChosenId(null);
            }}
          />
        </Box>
      );
    const hasTables = (tables.data ?? []).some((table) => table.isActive);
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {hasTables && (
          <Box>
            <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
              Tables
            </Typography>
            <TableButtons
              tables={tables.data ?? []}
              openOrders={openOrders.data ?? []}
              isFreeInert
              onTap={(_, open) => open !== null && setChosenId(open.id)}
            />
          </Box>
        )}
        <Box>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            To pay later
          </Typography>
          {others.length === 0 ? (
            <Typography color="text.secondary">No orders are waiting to be paid.</Typography>
          ) : (
            <List aria-label="Orders to pay later" disablePadding>
              {others.map((order) => (
                <ListItemButton
                  key={order.id}
                  onClick={() => setChosenId(order.id)}
                  sx={{ minHeight: 56, borderRadius: 2, gap: 2 }}
                >
                  <Box sx={{ flex: 1 }}>{orderTitle(order)}</Box>
                  <Box sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {formatPence(order.totalCost)}
                  </Box>
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Box>
    );
  })();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Open orders</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {chosen !== null && (
          <Button size="large" onClick={() => setChosenId(null)} sx={{ mr: 'auto' }}>
            Back
          </Button>
        )}
        <Button size="large" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
