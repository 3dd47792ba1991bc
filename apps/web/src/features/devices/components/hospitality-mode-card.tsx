import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { useSession } from '@/api/get-session';
import { useSetHospitalityMode } from '@/features/devices/api/set-hospitality-mode';
import { TerminalSection } from '@/features/devices/components/terminal-section';
import { TERMINAL_MESSAGES as m } from '@/features/devices/terminal-messages';

/**
 * The hospitality mode switch (POST terminal/hospitality-mode/). Spec 001 §3: "a
 * hospitality mode flag (its change has no effect in this area)", and the card says so.
 */
export const HospitalityModeCard = () => {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const setMode = useSetHospitalityMode();
  const isOn = setMode.isPending
    ? (setMode.variables ?? false)
    : (session.client?.hospitalityMode ?? false);

  return (
    <TerminalSection title="Hospitality mode" intro={m.hospitalityExplained}>
      <FormControlLabel
        label="Hospitality mode"
        sx={{ minHeight: 48, ml: 0, gap: 1 }}
        control={
          <Switch
            checked={isOn}
            disabled={setMode.isPending}
            onChange={(event) =>
              setMode.mutate(event.target.checked, {
                onSuccess: (value) =>
                  enqueueSnackbar(value ? m.hospitalityOn : m.hospitalityOff, {
                    variant: 'success',
                  }),
                onError: () => enqueueSnackbar(m.hospitalityFailed, { variant: 'error' }),
              })
            }
          />
        }
      />
    </TerminalSection>
  );
};
