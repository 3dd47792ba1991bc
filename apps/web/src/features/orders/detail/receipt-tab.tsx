import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { SendReceiptField } from '@/features/orders/detail/send-receipt-field';
import { usePlatform } from '@/platform/platform-context';
import { printReceipt } from '@/platform/printer/print-receipt';
import { ReceiptPreview } from '@/ui/receipt-preview';

export type ReceiptTabProps = { order: Order };

/** The receipt as it prints, and Email, Text, Print (000 §2, §7: 500 ms before printing). */
export const ReceiptTab = ({ order }: ReceiptTabProps) => {
  const platform = usePlatform();
  const { enqueueSnackbar } = useSnackbar();
  const [isPrinting, setIsPrinting] = useState(false);

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
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ReceiptPreview text={order.printString} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <SendReceiptField order={order} method="email" />
        <SendReceiptField order={order} method="phone" />
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
      </Box>
    </Box>
  );
};
