import { TERMINAL_UNREACHABLE_OFFLINE } from '@/features/till/checkout/card/offline-card-deps';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPence, type Pence } from '@opentill/contract/money';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { CardPhase } from '@/features/till/checkout/card/card-payment';
import { SlowTerminalChoices } from '@/ui/slow-terminal-choices';

export type CardPaymentPanelProps = {
  state: CardPhase;
  /** What the terminal charges: the bill (or the part of it) and any tip. */
  amountPence: Pence;
  /** Shown under Send before the SALE goes out: the tip (issue 16). */
  children?: ReactNode;
  /** Send waits, e.g. while a typed tip is not an amount yet. */
  isPayDisabled?: boolean;
  /** The order was paid by an attempt the cashier had cancelled: say so. */
  isLateApproval: boolean;
  onPay: () => void;
  onRetry: () => void;
  onKeepWaiting: () => void;
  onCheckAgain: () => void;
  onCancel: () => void;
};

const waitingText: Partial<Record<CardPhase['phase'], string>> = {
  starting: 'Getting the payment ready…',
  sending: 'Sending the payment to the terminal…',
  waiting: 'Waiting for the card on the terminal…',
  checking: 'Checking the terminal for this payment…',
  recording: 'Approved. Recording the payment…',
  cancelling: 'Cancelling this payment…',
};

/**
 * 'Payment failed.' (001 §8) unless the terminal said why (issue 12); an offline card sale
 * refused before the terminal (issue 15) says so in its own sentence.
 */
export const declineText = (reason: string | null): string => {
  if (reason === null) return m.paymentFailed;
  return reason === TERMINAL_UNREACHABLE_OFFLINE ? reason : a.declinedWithReason(reason);
};

const sendButtonSx = { minHeight: 64, fontSize: '1.125rem' } as const;

/** What the card payment is doing, and what the cashier can do next. */
export const CardPaymentPanel = ({
  state,
  amountPence,
  children,
  isPayDisabled = false,
  isLateApproval,
  onPay,
  onRetry,
  onKeepWaiting,
  onCheckAgain,
  onCancel,
}: CardPaymentPanelProps) => {
  const waiting = waitingText[state.phase];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {state.phase === 'ready' && (
        <>
          <Button
            variant="contained"
            size="large"
            disabled={isPayDisabled}
            onClick={onPay}
            sx={sendButtonSx}
          >
            Send {formatPence(amountPence)} to the card terminal
          </Button>
          {children}
        </>
      )}
      {waiting !== undefined && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography sx={{ fontSize: '1.125rem' }}>{waiting}</Typography>
        </Box>
      )}
      {state.phase === 'paid' && (
        <Alert severity="success" role="status">
          {isLateApproval ? a.lateApprovalPaid : 'Paid by card'}
        </Alert>
      )}
      {state.phase === 'declined' && (
        <>
          <Alert severity="error" role="alert">
            {declineText(state.reason)}
          </Alert>
          <Button variant="contained" size="large" onClick={onRetry} sx={{ minHeight: 56 }}>
            Retry
          </Button>
        </>
      )}
      {state.phase === 'unverified' && (
        <>
          <Alert severity="warning" role="alert">
            {m.verifyFailed}
          </Alert>
          {/* The spec's message stands alone in the alert (001 §8); the way on sits under it. */}
          <Typography color="text.secondary">
            Check that the terminal is on and connected, then check again: the customer is not
            charged twice.
          </Typography>
          <Button variant="contained" size="large" onClick={onRetry} sx={{ minHeight: 56 }}>
            Retry
          </Button>
        </>
      )}
      {state.phase === 'slow' && (
        <SlowTerminalChoices
          isStillBusy={state.isStillBusy}
          cancelLabel={a.cancelPayment}
          safeText={a.cancelIsSafe}
          onKeepWaiting={onKeepWaiting}
          onCheckAgain={onCheckAgain}
          onCancel={onCancel}
        />
      )}
      {state.phase === 'cancelled' && (
        <>
          <Alert severity="info" role="status">
            Payment cancelled here. If the terminal still shows it, cancel it there too. Take cash,
            or send the payment again.
          </Alert>
          <Button variant="outlined" size="large" onClick={onPay} sx={sendButtonSx}>
            Send {formatPence(amountPence)} to the card terminal again
          </Button>
        </>
      )}
    </Box>
  );
};
