import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { prepareRefund } from '@/features/orders/api/prepare-refund';
import { pinCheckMessage } from '@/features/orders/refund/refund-errors';
import { isNetworkFailure, offlineRefusals } from '@/offline/offline-refusals';

export type RefundPinStepProps = {
  orderId: string;
  onPrepared: (prepared: PrepareRefundResponse) => void;
};

/** Step one: the refund PIN, checked by preparing the refund (000 §4). */
export const RefundPinStep = ({ orderId, onPrepared }: RefundPinStepProps) => {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (typed: string) => prepareRefund(orderId, typed),
    onSuccess: onPrepared,
    onError: (failure) => {
      setPin('');
      setError(isNetworkFailure(failure) ? offlineRefusals.refund : pinCheckMessage(failure));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin === '' || check.isPending) return;
    setError(null);
    check.mutate(pin);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {error !== null && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Refund PIN"
        type="password"
        value={pin}
        autoFocus
        autoComplete="off"
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 16))}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.3em' } } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={check.isPending}
        disabled={pin === ''}
        sx={{ minHeight: 56 }}
      >
        Continue
      </Button>
    </Box>
  );
};
