import { useId, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTransactionOrder } from '@/features/reports/transactions/api/get-transaction-order';
import { OrderDetailsList } from '@/ui/order-details-list';
import { ReceiptPreview } from '@/ui/receipt-preview';

export type TransactionOrderDialogProps = { orderId: string; onClose: () => void };

type OrderTab = 'details' | 'receipt';

/**
 * The order a transaction paid (spec 001 §2.13), read only: the Orders screen's Details
 * and the receipt as it printed. Refunds and receipts are sent from Orders.
 */
export const TransactionOrderDialog = ({ orderId, onClose }: TransactionOrderDialogProps) => {
  const titleId = useId();
  const [tab, setTab] = useState<OrderTab>('details');
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const order = useTransactionOrder(orderId);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {order.data === undefined ? 'Order details' : `Order #${order.data.orderNumber}`}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: OrderTab) => setTab(value)}
          variant={isFullScreen ? 'fullWidth' : 'standard'}
        >
          <Tab value="details" label="Details" sx={{ minHeight: 48 }} />
          <Tab value="receipt" label="Receipt" sx={{ minHeight: 48 }} />
        </Tabs>
      </Box>
      <Box sx={{ minHeight: 240, px: { xs: 2, sm: 3 }, py: 2, display: 'grid' }}>
        {order.isPending && (
          <CircularProgress aria-label="Loading the order" sx={{ justifySelf: 'center' }} />
        )}
        {order.isError && <Alert severity="error">The order could not be loaded.</Alert>}
        {order.data !== undefined && tab === 'details' && <OrderDetailsList order={order.data} />}
        {order.data !== undefined && tab === 'receipt' && (
          <ReceiptPreview text={order.data.printString} />
        )}
      </Box>
    </Dialog>
  );
};
