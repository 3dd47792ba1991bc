import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { EditMode } from '@/features/till/hooks/use-edit-mode';

export type EditModeSwitchProps = {
  editMode: EditMode;
  /** Called when edit mode turns on, e.g. to fetch the edit dialogs' code ahead of the first tap. */
  onTurnOn?: () => void;
};

/** 'Edit mode', only for someone who may edit (spec 001 §6). */
export const EditModeSwitch = ({ editMode, onTurnOn }: EditModeSwitchProps) =>
  editMode.canEdit ? (
    <FormControlLabel
      label="Edit mode"
      sx={{ m: 0, minHeight: 48, pr: 1, fontWeight: 600 }}
      control={
        <Switch
          checked={editMode.isEditing}
          color="secondary"
          onChange={(event) => {
            editMode.setEditing(event.target.checked);
            if (event.target.checked) onTurnOn?.();
          }}
        />
      }
    />
  ) : null;
