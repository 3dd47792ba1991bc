import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import { sendReceipt } from '@/features/till/checkout/api/send-receipt';

export type SendReceiptFormProps = { order: Order; method: 'email' | 'phone' };

const copy = {
  email: { label: 'Email address', button: 'Email receipt', type: 'email', inputMode: 'email' },
  phone: { label: 'Phone number', button: 'Text receipt', type: 'tel', inputMode: 'tel' },
} as const;

/** Email or Text (000 §7): prefilled from the customer, sent as the server's receipt text. */
export const SendReceiptForm = ({ order, method }: SendReceiptFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const customer = order.customer;
  const known = customer === null ? '' : method === 'email' ? customer.email : customer.phone;
  const [info, setInfo] = useState(known);
  const [error, setError] = useState<string | null>(null);
  const text = copy[method];

  const send = useMutation({
    mutationFn: async (to: string) => {
      await sendReceipt(order.id, { method, info: to, receipt: order.printString });
      // The server fills the customer's email or phone where it was empty (000 §7): show it.
      if (known === '')
        await queryClient.invalidateQueries({ queryKey: checkoutOrderQueryKey(order.id) });
    },
    onSuccess: () => enqueueSnackbar(m.receiptSent, { variant: 'success' }),
    onError: (failure) => {
      if (isForbiddenError(failure)) return;
      const message = isApiError(failure)
        ? (getFirstFieldErrors(failure).info ?? failure.detail ?? null)
        : null;
      setError(message);
      enqueueSnackbar(message ?? m.orderCreateFailed, { variant: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (info.trim() === '') {
      setError('Enter where to send the receipt.');
      return;
    }
    send.mutate(info.trim());
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={text.button}
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
        slotProps={{ htmlInput: { inputMode: text.inputMode } }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        loading={send.isPending}
        sx={{ flexShrink: 0, minHeight: 56 }}
      >
        {text.button}
      </Button>
    </Box>
  );
};
