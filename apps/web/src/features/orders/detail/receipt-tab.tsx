import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import {
  RECEIPT_COLUMNS,
  RECEIPT_PRINT_DELAY_MS,
  checkoutMessages as m,
} from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { SendReceiptField } from '@/features/orders/detail/send-receipt-field';
import { usePlatform } from '@/platform/platform-context';

export type ReceiptTabProps = { order: Order };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The receipt as it prints, and Email, Text, Print (000 §2, §7: 500 ms before printing). */
export const ReceiptTab = ({ order }: ReceiptTabProps) => {
  const platform = usePlatform();
  const { enqueueSnackbar } = useSnackbar();
  const [isPrinting, setIsPrinting] = useState(false);

  const print = async () => {
    setIsPrinting(true);
    await wait(RECEIPT_PRINT_DELAY_MS);
    try {
      await platform.printer.print(order.printString);
      enqueueSnackbar(m.printed, { variant: 'success' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      enqueueSnackbar(m.printFailed(reason), { variant: 'error' });
    } finally {
      setIsPrinting(false);
    }
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
      <Box
        component="pre"
        aria-label="Receipt preview"
        tabIndex={0}
        sx={{
          m: 0,
          p: 2,
          fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
          fontSize: { xs: '0.7rem', sm: '0.85rem' },
          lineHeight: 1.35,
          width: `calc(${RECEIPT_COLUMNS}ch + 32px)`,
          maxWidth: '100%',
          maxHeight: { xs: 280, md: 480 },
          overflow: 'auto',
          whiteSpace: 'pre',
          bgcolor: '#fbfbf8',
          border: '1px solid #dde5e4',
          borderRadius: 2,
          justifySelf: 'center',
        }}
      >
        {order.printString}
      </Box>
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
