import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { kitchenMessages } from '@opentill/contract/kitchen/kitchen-messages';
import { useSaveClientSettings } from '@/features/home/api/save-client-settings';

export type KitchenUnpaidSwitchProps = { isOn: boolean };

/**
 * Owners decide whether an order reaches the kitchen before it is paid (issue 12): on
 * suits tables that pay after eating, off keeps unpaid counter orders off the tickets.
 * While saving the switch shows the choice made; a refusal puts it back.
 */
export const KitchenUnpaidSwitch = ({ isOn }: KitchenUnpaidSwitchProps) => {
  const hintId = useId();
  const save = useSaveClientSettings();
  const shown = save.isPending ? (save.variables?.sendUnpaidToKitchen ?? isOn) : isOn;
  return (
    <Box>
      <FormControlLabel
        label={kitchenMessages.sendUnpaidLabel}
        labelPlacement="start"
        sx={{ minHeight: 48, mx: 0, width: '100%', justifyContent: 'space-between', gap: 1 }}
        slotProps={{ typography: { sx: { fontWeight: 600 } } }}
        control={
          <Switch
            checked={shown}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ sendUnpaidToKitchen: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {shown ? kitchenMessages.sendUnpaidOnHint : kitchenMessages.sendUnpaidOffHint}
      </Typography>
    </Box>
  );
};
