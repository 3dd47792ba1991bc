import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PAUSE_OPTIONS } from '@opentill/contract/constants';

export type PauseDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Minutes, or null to pause until unpaused. */
  onChoose: (minutes: number | null) => void;
};

/** The pause choices of spec 001 §9: 30 minutes, 12 hours, until unpaused. */
export const PauseDialog = ({ isOpen, onClose, onChoose }: PauseDialogProps) => (
  <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="xs">
    <DialogTitle>Pause ordering</DialogTitle>
    <DialogContent>
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        {PAUSE_OPTIONS.map((option) => (
          <Button
            key={option.label}
            variant="outlined"
            size="large"
            onClick={() => onChoose(option.minutes)}
          >
            {option.label}
          </Button>
        ))}
      </Stack>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} size="large">
        Cancel
      </Button>
    </DialogActions>
  </Dialog>
);
