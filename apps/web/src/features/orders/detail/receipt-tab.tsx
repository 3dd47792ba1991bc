import { useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';
import { VatInvoiceDialog } from '@/features/orders/invoice/vat-invoice-dialog';
import { ReceiptPreview } from '@/ui/receipt-preview';
import { SendReceiptForm } from '@/ui/send-receipt-form';
import { usePrintReceipt } from '@/ui/use-print-receipt';

export type ReceiptTabProps = { order: Order };

/**
 * The receipt as it prints, and Email, Text, Print (000 §2, §7: 500 ms before printing).
 * A VAT-registered merchant's paid order (it has a receipt number) offers a VAT invoice.
 */
export const ReceiptTab = ({ order }: ReceiptTabProps) => {
  const queryClient = useQueryClient();
  const [isInvoicing, setIsInvoicing] = useState(false);
  const { isPrinting, print } = usePrintReceipt(order.printString);
  // The server fills the customer's empty email or phone (000 §7): show it.
  const invalidateOrders = () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });

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
        <SendReceiptForm
          order={order}
          method="email"
          buttonLabel="Email"
          onSent={invalidateOrders}
          fullWidth
        />
        <SendReceiptForm
          order={order}
          method="phone"
          buttonLabel="Text"
          onSent={invalidateOrders}
          fullWidth
        />
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
        {order.receiptNumber !== null && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ReceiptLongIcon />}
            onClick={() => setIsInvoicing(true)}
            sx={{ minHeight: 56 }}
          >
            VAT invoice
          </Button>
        )}
      </Box>
      {isInvoicing && <VatInvoiceDialog order={order} onClose={() => setIsInvoicing(false)} />}
    </Box>
  );
};
