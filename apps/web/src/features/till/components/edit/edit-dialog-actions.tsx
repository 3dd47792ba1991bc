import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export type EditDialogActionsProps = {
  /** Delete and Move exist only for something already saved. */
  isExisting: boolean;
  isSaving: boolean;
  onDelete: () => void;
  /** Absent where there is no order to change (cashiers). */
  onMove?: () => void;
  onCancel: () => void;
};

/** Delete (confirmed elsewhere) and Move on the left; Cancel and Save on the right. The form submits Save. */
export const EditDialogActions = ({
  isExisting,
  isSaving,
  onDelete,
  onMove,
  onCancel,
}: EditDialogActionsProps) => (
  <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
    {isExisting && (
      <Box sx={{ display: 'flex', gap: 1, mr: 'auto' }}>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
          Delete
        </Button>
        {onMove !== undefined && (
          <Button startIcon={<SwapVertIcon />} onClick={onMove}>
            Move
          </Button>
        )}
      </Box>
    )}
    <Button size="large" onClick={onCancel}>
      Cancel
    </Button>
    <Button type="submit" size="large" variant="contained" loading={isSaving}>
      Save
    </Button>
  </DialogActions>
);
