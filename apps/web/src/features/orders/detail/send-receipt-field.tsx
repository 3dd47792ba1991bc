import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { messages } from '@opentill/contract/messages';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';
import { sendOrderReceipt } from '@/features/orders/api/send-order-receipt';

export type SendReceiptFieldProps = { order: Order; method: 'email' | 'phone' };

const copy = {
  email: { label: 'Email address', button: 'Email', type: 'email', inputMode: 'email' },
  phone: { label: 'Phone number', button: 'Text', type: 'tel', inputMode: 'tel' },
} as const;

/** Email or Text (000 §7), prefilled from the customer; 'Receipt Sent' once it has gone. */
export const SendReceiptField = ({ order, method }: SendReceiptFieldProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const known = order.customer === null ? '' : order.customer[method];
  const [info, setInfo] = useState(known);
  const [error, setError] = useState<string | null>(null);
  const text = copy[method];

  const send = useMutation({
    mutationFn: (to: string) =>
      sendOrderReceipt(order.id, { method, info: to, receipt: order.printString }),
    onSuccess: () => {
      enqueueSnackbar(m.receiptSent, { variant: 'success' });
      // The server fills the customer's empty email or phone (000 §7): show it.
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
    onError: (failure) => {
      if (isForbiddenError(failure)) return;
      const message = isApiError(failure)
        ? (getFirstFieldErrors(failure).info ?? failure.detail ?? messages.somethingWentWrong)
        : messages.somethingWentWrong;
      setError(message);
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (info.trim() === '') setError('Enter where to send the receipt.');
    else send.mutate(info.trim());
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`${text.button} receipt`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label={text.label}
        type={text.type}
        value={info}
        onChange={(event) => setInfo(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: text.inputMode } }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        loading={send.isPending}
        sx={{ flexShrink: 0, minHeight: 56, minWidth: 96 }}
      >
        {text.button}
      </Button>
    </Box>
  );
};
