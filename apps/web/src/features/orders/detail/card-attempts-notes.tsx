import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatPence } from '@opentill/contract/money';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import type { CardAttempt } from '@opentill/contract/orders/card-attempts';

/** An approval counted in part says what it charged beyond what was due (issue 16). */
const lateText = (attempt: CardAttempt): string => {
  if (attempt.kind === 'refund') return `${formatPence(attempt.amount)}: ${a.lateRefund}`;
  if (attempt.isRecorded) return a.lateApprovalExcess(formatPence(attempt.unrecorded));
  return `${formatPence(attempt.amount)}: ${a.lateApproval}`;
};

export type CardAttemptsNotesProps = { attempts: CardAttempt[] };

/**
 * What the staff must act on among the order's card attempts (issue 12): an approval that
 * came after the order was paid another way, or charged more than was left (refund it),
 * and a wait still open.
 */
export const CardAttemptsNotes = ({ attempts }: CardAttemptsNotesProps) => {
  const late = attempts.filter(
    (attempt) => attempt.status === 'approved' && (!attempt.isRecorded || attempt.unrecorded > 0),
  );
  const waiting = attempts.filter((attempt) => attempt.status === 'pending');
  if (late.length === 0 && waiting.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      {late.map((attempt) => (
        <Alert key={attempt.uti} severity="error" role="alert">
          {lateText(attempt)}
        </Alert>
      ))}
      {waiting.map((attempt) => (
        <Alert key={attempt.uti} severity="warning">
          {attempt.kind === 'sale' ? a.saleStillWaiting : a.refundStillWaiting}
        </Alert>
      ))}
    </Box>
  );
};
