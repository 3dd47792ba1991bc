import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';

export type SlowTerminalChoicesProps = {
  /** Check again found the transaction still in progress on the terminal. */
  isStillBusy: boolean;
  /** "Cancel and take another payment", or the refund's own words. */
  cancelLabel: string;
  /** Why cancelling is safe, in the words of a payment or a refund. */
  safeText: string;
  onKeepWaiting: () => void;
  onCheckAgain: () => void;
  onCancel: () => void;
};

/**
 * The way out of a wait on the terminal (issue 12, DESIGN.md §12): keep waiting, ask
 * again about the same uti, or cancel safely (the uti stays on the order).
 */
export const SlowTerminalChoices = ({
  isStillBusy,
  cancelLabel,
  safeText,
  onKeepWaiting,
  onCheckAgain,
  onCancel,
}: SlowTerminalChoicesProps) => (
  <Box sx={{ display: 'grid', gap: 1.5 }}>
    <Alert severity="warning" role="alert">
      <AlertTitle>{a.notAnswering}</AlertTitle>
      {isStillBusy && 'It still shows this transaction in progress. '}
      {safeText}
    </Alert>
    <Button variant="contained" size="large" onClick={onKeepWaiting} sx={{ minHeight: 56 }}>
      {a.keepWaiting}
    </Button>
    <Button variant="outlined" size="large" onClick={onCheckAgain} sx={{ minHeight: 56 }}>
      {a.checkAgain}
    </Button>
    <Button variant="outlined" color="error" size="large" onClick={onCancel} sx={{ minHeight: 56 }}>
      {cancelLabel}
    </Button>
  </Box>
);
