import { useId, useState, type FormEvent } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  vatInvoiceMessages as m,
  type VatInvoice,
} from '@opentill/contract/orders/vat-invoice.schemas';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import { makeVatInvoice } from '@/features/orders/api/make-vat-invoice';
import { ReceiptPreview } from '@/ui/receipt-preview';
import { usePrintReceipt } from '@/ui/use-print-receipt';

export type VatInvoiceDialogProps = { order: Order; onClose: () => void };

const InvoicePrint = ({ invoice }: { invoice: VatInvoice }) => {
  const { isPrinting, print } = usePrintReceipt(invoice.text);
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {invoice.isCopy && (
        <Alert severity="info">
          This order's invoice was already made out to {invoice.customerName}: this is a copy.
        </Alert>
      )}
      <ReceiptPreview text={invoice.text} />
      <Button
        variant="contained"
        size="large"
        startIcon={<PrintIcon />}
        loading={isPrinting}
        onClick={() => void print()}
        sx={{ minHeight: 48 }}
      >
        Print invoice
      </Button>
    </Box>
  );
};

/**
 * A full VAT invoice for a paid order (issue 16): the customer's name and address, then
 * the invoice as it prints. Owed from £250; made out for less when a customer asks.
 */
export const VatInvoiceDialog = ({ order, onClose }: VatInvoiceDialogProps) => {
  const titleId = useId();
  // Full screen on a phone: the invoice's 42 columns need the whole width.
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});
  const make = useMutation({
    mutationFn: () =>
      makeVatInvoice(order.id, { customerName: name.trim(), customerAddress: address.trim() }),
    onError: (error) => {
      const fields = getFirstFieldErrors(error);
      setErrors({ name: fields.customerName, address: fields.customerAddress });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      name: name.trim() === '' ? m.nameRequired : undefined,
      address: address.trim() === '' ? m.addressRequired : undefined,
    };
    setErrors(missing);
    if (!missing.name && !missing.address) make.mutate();
  };
  const refusal = isApiError(make.error) ? make.error.detail : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>VAT invoice for order #{order.orderNumber}</DialogTitle>
      <DialogContent>
        {make.data ? (
          <InvoicePrint invoice={make.data} />
        ) : (
          <Box
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={submit}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <TextField
              label="Customer name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? 'A person or a business'}
              autoComplete="off"
              required
            />
            <TextField
              label="Customer address"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              error={Boolean(errors.address)}
              helperText={errors.address ?? 'As it should print, a line each'}
              multiline
              minRows={3}
              required
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} size="large">
          {make.data ? 'Done' : 'Cancel'}
        </Button>
        {!make.data && (
          <Button
            type="submit"
            form={`${titleId}-form`}
            variant="contained"
            size="large"
            loading={make.isPending}
          >
            Make invoice
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
