import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order, SendReceiptInput } from '@opentill/contract/orders/order.schemas';
import { messages } from '@opentill/contract/messages';
import { api } from '@/api/api-client';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';

export type SendReceiptFormProps = {
  order: Order;
  method: 'email' | 'phone';
  /** The button's words; each screen keeps its own. */
  buttonLabel: string;
  /** After the receipt has gone, e.g. to show the customer's email or phone the server filled. */
  onSent?: (hadContact: boolean) => Promise<unknown> | void;
  fullWidth?: boolean;
};

const fields = {
  email: { label: 'Email address', type: 'email', inputMode: 'email' },
  phone: { label: 'Phone number', type: 'tel', inputMode: 'tel' },
} as const;

/** POST orders/orders/{id}/send_receipt/ {method, info, receipt} (spec 000 §7). */
const sendReceipt = async (orderId: string, input: SendReceiptInput): Promise<void> => {
  await api.post(`orders/orders/${orderId}/send_receipt`, input);
};

/**
 * Email or Text (000 §7), prefilled from the customer and sent as the server's receipt
 * text; 'Receipt Sent' once it has gone. Checkout and the order detail both use it.
 */
export const SendReceiptForm = ({
  order,
  method,
  buttonLabel,
  onSent,
  fullWidth = false,
}: SendReceiptFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const known = order.customer === null ? '' : order.customer[method];
  const [info, setInfo] = useState(known);
  const [error, setError] = useState<string | null>(null);
  const field = fields[method];

  const send = useMutation({
    mutationFn: async (to: string) => {
      await sendReceipt(order.id, { method, info: to, receipt: order.printString });
      await onSent?.(known !== '');
    },
    onSuccess: () => enqueueSnackbar(m.receiptSent, { variant: 'success' }),
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
      aria-label={method === 'email' ? 'Email receipt' : 'Text receipt'}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label={field.label}
        type={field.type}
        value={info}
        onChange={(event) => setInfo(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        autoComplete="off"
        fullWidth={fullWidth}
        slotProps={{ htmlInput: { inputMode: field.inputMode } }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        loading={send.isPending}
        sx={{ flexShrink: 0, minHeight: 56, minWidth: 96 }}
      >
        {buttonLabel}
      </Button>
    </Box>
  );
};
