import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  VOID_REASONS,
  VOID_REASON_LABELS,
  type VoidReason,
} from '@opentill/contract/orders/discount-reasons';

export type VoidReasonDialogProps = {
  /** 'Void Flat White' or 'Cancel order 42'. */
  title: string;
  /** What happens, said before anything does. */
  children: ReactNode;
  /** The reason tapped, while its request is on its way (its button waits). */
  busyReason: VoidReason | null;
  /** One tap on a reason does it: the reason is the confirmation. */
  onChoose: (reason: VoidReason) => void;
  onClose: () => void;
};

/**
 * Why a line is voided or an order cancelled (issue 16): the reasons as big buttons, so
 * the destructive step is asked first and takes one tap. Back leaves everything as it was.
 */
export const VoidReasonDialog = ({
  title,
  children,
  busyReason,
  onChoose,
  onClose,
}: VoidReasonDialogProps) => {
  const titleId = useId();
  const reasonsId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={reasonsId}>{children}</DialogContentText>
        <Box role="group" aria-labelledby={reasonsId} sx={{ display: 'grid', gap: 1 }}>
          {VOID_REASONS.map((reason) => (
            <Button
              key={reason}
              variant="outlined"
              size="large"
              loading={busyReason === reason}
              disabled={busyReason !== null && busyReason !== reason}
              onClick={() => onChoose(reason)}
              sx={{ minHeight: 56, justifyContent: 'flex-start', textAlign: 'left' }}
            >
              {VOID_REASON_LABELS[reason]}
            </Button>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" onClick={onClose}>
          Back
        </Button>
      </DialogActions>
    </Dialog>
  );
};
