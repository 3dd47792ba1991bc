import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ClientSettingsInput } from '@opentill/contract/clients/client-settings.schemas';
import { useSaveClientSettings } from '@/features/home/api/save-client-settings';

export type ClientSettingSwitchProps = {
  setting: keyof ClientSettingsInput;
  isOn: boolean;
  label: string;
  /** What on means, and what off means: the hint follows the switch. */
  onHint: string;
  offHint: string;
};

/**
 * One of the owner's on/off merchant settings (PATCH client/settings/), saved as it is
 * switched. While saving the switch shows the choice made; a refusal puts it back.
 */
export const ClientSettingSwitch = ({
  setting,
  isOn,
  label,
  onHint,
  offHint,
}: ClientSettingSwitchProps) => {
  const hintId = useId();
  const save = useSaveClientSettings();
  const shown = save.isPending ? (save.variables?.[setting] ?? isOn) : isOn;
  return (
    <Box>
      <FormControlLabel
        label={label}
        labelPlacement="start"
        sx={{ minHeight: 48, mx: 0, width: '100%', justifyContent: 'space-between', gap: 1 }}
        slotProps={{ typography: { sx: { fontWeight: 600 } } }}
        control={
          <Switch
            checked={shown}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ [setting]: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {shown ? onHint : offHint}
      </Typography>
    </Box>
  );
};
