import { useEffect, useRef, useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { PaymentSummary } from '@/features/till/checkout/receipt/payment-summary';
import { ReceiptPrinterStatus } from '@/features/till/checkout/receipt/receipt-printer-status';
import { useReceiptPrinter } from '@/features/till/checkout/receipt/use-receipt-printer';
import { orderTitle } from '@/offline/local-orders';
import { ReceiptPreview } from '@/ui/receipt-preview';
import { SendReceiptForm } from '@/ui/send-receipt-form';
import { usePrintReceipt } from '@/ui/use-print-receipt';

export type ReceiptStepProps = {
  order: Order;
  /** The sale took one tap: back to an empty till after a moment, unless staff act here. */
  endsByItself?: boolean;
  onDone: () => void;
};

/** Long enough to read the change aloud, short enough not to hold up the next customer. */
export const RECEIPT_AUTO_CLOSE_MS = 3000;

/** After payment: the receipt as it prints, and Print, Email, Text, then New order. */
export const ReceiptStep = ({ order, endsByItself = false, onDone }: ReceiptStepProps) => {
  const queryClient = useQueryClient();
  // Any tap or key here means staff want a receipt: the step then waits for New order.
  const [isHeld, setIsHeld] = useState(false);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!endsByItself || isHeld) return;
    const timer = setTimeout(() => onDoneRef.current(), RECEIPT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [endsByItself, isHeld]);
  const { isPrinting, print } = usePrintReceipt(order.printString);
  // A till with a receipt printer prints there (issue 17); any other, through the print frame.
  const printer = useReceiptPrinter(order.id);
  const change = order.orderPayment?.change ?? null;
  // The server fills the customer's email or phone where it was empty (000 §7): show it.
  const refreshOrder = (hadContact: boolean) =>
    hadContact
      ? undefined
      : queryClient.invalidateQueries({ queryKey: checkoutOrderQueryKey(order.id) });

  return (
    <Box
      onPointerDown={() => setIsHeld(true)}
      onKeyDown={() => setIsHeld(true)}
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
            {orderTitle(order)} paid {formatPence(order.totalCost)}
          </Typography>
          {order.orderPayment !== null && <PaymentSummary payment={order.orderPayment} />}
          {change !== null && change > 0 && (
            <Typography sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2 }}>
              Change {formatPence(change)}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          size="large"
          startIcon={<PrintIcon />}
          loading={printer.hasPrinter ? printer.isSending : isPrinting}
          onClick={printer.hasPrinter ? printer.print : () => void print()}
          sx={{ minHeight: 56 }}
        >
          Print
        </Button>
        <ReceiptPrinterStatus printer={printer} />
        <SendReceiptForm
          order={order}
          method="email"
          buttonLabel="Email receipt"
          onSent={refreshOrder}
        />
        <SendReceiptForm
          order={order}
          method="phone"
          buttonLabel="Text receipt"
          onSent={refreshOrder}
        />
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
