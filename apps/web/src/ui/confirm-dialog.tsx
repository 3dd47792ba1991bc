import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  /** What happens if the user confirms; the title alone is often enough. */
  children?: ReactNode;
  confirmLabel: string;
  isPending?: boolean;
  /** A destructive action is red. */
  isDestructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that cannot be undone, e.g. 'Delete Flat White?'. */
export const ConfirmDialog = ({
  isOpen,
  title,
  children,
  confirmLabel,
  isPending = false,
  isDestructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => (
  <Dialog open={isOpen} onClose={onCancel} fullWidth maxWidth="xs">
    <DialogTitle>{title}</DialogTitle>
    {children !== undefined && <DialogContent>{children}</DialogContent>}
    <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
      <Button onClick={onCancel} size="large">
        Cancel
      </Button>
      <Button
        onClick={onConfirm}
        size="large"
        variant="contained"
        color={isDestructive ? 'error' : 'primary'}
        loading={isPending}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
