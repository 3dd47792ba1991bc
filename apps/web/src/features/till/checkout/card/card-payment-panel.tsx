import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { CardPhase } from '@/features/till/checkout/card/card-payment';

export type CardPaymentPanelProps = {
  state: CardPhase;
  amountPence: Pence;
  onPay: () => void;
  onRetry: () => void;
};

const waitingText: Partial<Record<CardPhase['phase'], string>> = {
  starting: 'Getting the payment ready…',
  sending: 'Sending the payment to the terminal…',
  waiting: 'Waiting for the card on the terminal…',
  checking: 'Checking the terminal for this payment…',
  recording: 'Approved. Recording the payment…',
};

/** What the card payment is doing, and the one thing the cashier can do next. */
export const CardPaymentPanel = ({ state, amountPence, onPay, onRetry }: CardPaymentPanelProps) => {
  const waiting = waitingText[state.phase];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {state.phase === 'ready' && (
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          sx={{ minHeight: 64, fontSize: '1.125rem' }}
        >
          Send {formatPence(amountPence)} to the card terminal
        </Button>
      )}
      {waiting !== undefined && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography sx={{ fontSize: '1.125rem' }}>{waiting}</Typography>
        </Box>
      )}
      {state.phase === 'paid' && (
        <Alert severity="success" role="status">
          Paid by card
        </Alert>
      )}
      {state.phase === 'declined' && (
        <>
          <Alert severity="error" role="alert">
            {m.paymentFailed}
          </Alert>
          <Button variant="contained" size="large" onClick={onRetry} sx={{ minHeight: 56 }}>
            Retry
          </Button>
        </>
      )}
      {state.phase === 'unverified' && (
        <>
          <Alert severity="warning" role="alert">
            {m.verifyFailed} Check that the terminal is on and connected, then check again: the
            customer is not charged twice.
          </Alert>
          <Button variant="contained" size="large" onClick={onRetry} sx={{ minHeight: 56 }}>
            Retry
          </Button>
        </>
      )}
    </Box>
  );
};
