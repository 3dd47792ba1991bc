import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import type { EditMode } from '@/features/till/hooks/use-edit-mode';
import { offlineRefusals, useIsServerDown } from '@/offline/offline-refusals';

export type EditModeSwitchProps = {
  editMode: EditMode;
  /** Called when edit mode turns on, e.g. to fetch the edit dialogs' code ahead of the first tap. */
  onTurnOn?: () => void;
};

/**
 * 'Edit mode', only for someone who may edit (spec 001 §6); it does not turn on while the
 * server cannot be reached, and says why (issue 15).
 */
export const EditModeSwitch = ({ editMode, onTurnOn }: EditModeSwitchProps) => {
  const isServerDown = useIsServerDown();
  const { enqueueSnackbar } = useSnackbar();
  return editMode.canEdit ? (
    <FormControlLabel
      label="Edit mode"
      sx={{ m: 0, minHeight: 48, pr: 1, fontWeight: 600 }}
      control={
        <Switch
          checked={editMode.isEditing}
          color="secondary"
          onChange={(event) => {
            if (event.target.checked && isServerDown) {
              enqueueSnackbar(offlineRefusals.editCatalogue, { variant: 'error' });
              return;
            }
            editMode.setEditing(event.target.checked);
            if (event.target.checked) onTurnOn?.();
          }}
        />
      }
    />
  ) : null;
};
