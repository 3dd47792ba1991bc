import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import {
  checkRefundAmount,
  maskPounds,
  poundsText,
  refundablePence,
} from '@/features/orders/refund/refund-amount';
import { RefundPaymentChooser } from '@/features/orders/refund/refund-payment-chooser';
import {
  defaultChoiceId,
  refundChoices,
  refundTargetOf,
  type RefundTarget,
} from '@/features/orders/refund/refund-payments';
import { SlowTerminalChoices } from '@/ui/slow-terminal-choices';
import type { RefundState } from '@/features/orders/refund/use-refund';

export type RefundAmountStepProps = {
  prepared: PrepareRefundResponse;
  state: RefundState;
  /** The payment chosen (its own for an order paid in one go), how much, and the notes. */
  onRefund: (target: RefundTarget, amount: number, notes: string) => void;
  onRetry: () => void;
  onKeepWaiting: () => void;
  onCheckAgain: () => void;
  onCancel: () => void;
};

/**
 * Step two: for a split bill which payment (issue 16), how much, then cash recorded or a
 * REFUND sent to the card terminal. The limit and the tender are the chosen payment's.
 */
export const RefundAmountStep = ({
  prepared,
  state,
  onRefund,
  onRetry,
  onKeepWaiting,
  onCheckAgain,
  onCancel,
}: RefundAmountStepProps) => {
  const [typed, setTyped] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = refundChoices(prepared);
  const [chosenId, setChosenId] = useState(() => defaultChoiceId(prepared));
  const target = refundTargetOf(prepared, chosenId);
  const maximum = refundablePence(target);
  const isCard = target.paymentType === 'pax_device';
  const isBusy = state.phase === 'busy';
  const isStuck =
    state.phase === 'unverified' || state.phase === 'recordFailed' || state.phase === 'slow';
  const isLocked = isBusy || isStuck || maximum === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || isStuck) return;
    const checked = checkRefundAmount(typed, maximum);
    setError(checked.error);
    if (checked.amount !== null) onRefund(target, checked.amount, notes.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {choices.length > 0 && (
        <RefundPaymentChooser
          choices={choices}
          chosenId={chosenId}
          // A fully refunded payment still lets the cashier move on to another.
          isLocked={isBusy || isStuck}
          onChoose={(id) => {
            setChosenId(id);
            setError(null);
          }}
        />
      )}
      <Typography role="status" aria-label="Refundable">
        Paid {formatPence(target.amountGross)} {isCard ? 'by card' : 'in cash'}; refunded{' '}
        {formatPence(target.amountRefunded)}; up to {formatPence(maximum)} left.
      </Typography>
      {state.phase === 'failed' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      {state.phase === 'slow' && (
        <SlowTerminalChoices
          isStillBusy={state.isStillBusy}
          cancelLabel={a.cancelRefund}
          safeText={a.cancelRefundIsSafe}
          onKeepWaiting={onKeepWaiting}
          onCheckAgain={onCheckAgain}
          onCancel={onCancel}
        />
      )}
      {state.phase === 'cancelled' && (
        <Alert severity="info" role="status">
          Refund cancelled here. If the terminal still shows it, cancel it there too.
        </Alert>
      )}
      {(state.phase === 'unverified' || state.phase === 'recordFailed') && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="large" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {state.phase === 'recordFailed' ? state.message : m.verifyPaymentFailed}
        </Alert>
      )}
      {state.phase === 'busy' && state.isAtTerminal && (
        <Alert severity="info" role="status">
          Refund sent to the card terminal. Waiting for the card…
        </Alert>
      )}
      <TextField
        label="Amount to refund"
        value={typed}
        autoFocus
        autoComplete="off"
        disabled={isLocked}
        onChange={(event) => setTyped(maskPounds(event.target.value))}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
        }}
      />
      {maximum > 0 && (
        // One tap for the usual case of a second refund: everything that is left.
        <Button
          variant="outlined"
          size="large"
          disabled={isLocked}
          onClick={() => {
            setError(null);
            setTyped(poundsText(maximum));
          }}
          sx={{ minHeight: 48, justifySelf: 'start' }}
        >
          Refund remaining ({formatPence(maximum)})
        </Button>
      )}
      <TextField
        label="Notes"
        value={notes}
        disabled={isLocked}
        onChange={(event) => setNotes(event.target.value.slice(0, 255))}
        multiline
        minRows={2}
      />
      <Button
        type="submit"
        variant="contained"
        color="error"
        size="large"
        loading={isBusy}
        disabled={isStuck || maximum === 0}
        sx={{ minHeight: 56 }}
      >
        Refund
      </Button>
    </Box>
  );
};
