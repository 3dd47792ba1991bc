import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useReceiptDelivery, type ReceiptDeliveryState } from '@/ui/use-receipt-delivery';

export type SendReceiptFormProps = {
  order: Order;
  method: 'email' | 'phone';
  /** The button's words; each screen keeps its own. */
  buttonLabel: string;
  /** Once the provider has it or it is queued, e.g. to show the contact the server filled. */
  onSent?: (hadContact: boolean) => Promise<unknown> | void;
  fullWidth?: boolean;
};

const fields = {
  email: { label: 'Email address', type: 'email', inputMode: 'email' },
  phone: { label: 'Phone number', type: 'tel', inputMode: 'tel' },
} as const;

const helperColour = (state: ReceiptDeliveryState) =>
  state.kind === 'sent' ? 'success.main' : state.kind === 'queued' ? 'info.main' : undefined;

/**
 * Email or Text (000 §7), prefilled from the customer and sent as the server's receipt
 * text. Under the field: 'Receipt Sent' once the provider has it, 'Receipt queued'
 * while it waits on the provider, or why it was not sent. Checkout and the order
 * detail both use it.
 */
export const SendReceiptForm = ({
  order,
  method,
  buttonLabel,
  onSent,
  fullWidth = false,
}: SendReceiptFormProps) => {
  const known = order.customer === null ? '' : order.customer[method];
  const [info, setInfo] = useState(known);
  const delivery = useReceiptDelivery(order.id, () => onSent?.(known !== ''));
  const { state } = delivery;
  const field = fields[method];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (info.trim() === '')
      delivery.setState({ kind: 'error', text: 'Enter where to send the receipt.' });
    else delivery.send({ method, info: info.trim(), receipt: order.printString });
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
        error={state.kind === 'error'}
        helperText={state.kind === 'idle' ? ' ' : state.text}
        autoComplete="off"
        fullWidth={fullWidth}
        slotProps={{
          htmlInput: { inputMode: field.inputMode },
          formHelperText: { role: 'status', sx: { color: helperColour(state) } },
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="large"
        loading={delivery.isSending}
        sx={{ flexShrink: 0, minHeight: 56, minWidth: 96 }}
      >
        {buttonLabel}
      </Button>
    </Box>
  );
};
