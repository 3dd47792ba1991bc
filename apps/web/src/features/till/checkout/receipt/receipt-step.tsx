import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { printReceipt } from '@/platform/printer/print-receipt';
import { SendReceiptForm } from '@/features/till/checkout/receipt/send-receipt-form';
import { usePlatform } from '@/platform/platform-context';
import { ReceiptPreview } from '@/ui/receipt-preview';

export type ReceiptStepProps = { order: Order; onDone: () => void };

/** After payment: the receipt as it prints, and Print, Email, Text, then New order. */
export const ReceiptStep = ({ order, onDone }: ReceiptStepProps) => {
  const platform = usePlatform();
  const { enqueueSnackbar } = useSnackbar();
  const [isPrinting, setIsPrinting] = useState(false);
  const change = order.orderPayment?.change ?? null;

  const print = async () => {
    setIsPrinting(true);
    const outcome = await printReceipt(platform.printer, order.printString);
    setIsPrinting(false);
    if (outcome.isPrinted) enqueueSnackbar(m.printed, { variant: 'success' });
    else enqueueSnackbar(m.printFailed(outcome.reason), { variant: 'error' });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ReceiptPreview text={order.printString} isTall />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box role="status" aria-label="Payment" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            Order {order.orderNumber} paid {formatPence(order.totalCost)}
          </Typography>
          {change !== null && change > 0 && (
            <Typography sx={{ fontSize: '1.125rem' }}>Change {formatPence(change)}</Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          size="large"
          startIcon={<PrintIcon />}
          loading={isPrinting}
          onClick={() => void print()}
          sx={{ minHeight: 56 }}
        >
          Print
        </Button>
        <SendReceiptForm order={order} method="email" />
        <SendReceiptForm order={order} method="phone" />
        <Button
          variant="contained"
          size="large"
          onClick={onDone}
          sx={{ minHeight: 56, fontSize: '1.125rem' }}
        >
          New order
        </Button>
      </Box>
    </Box>
  );
};
