import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { terminalPinSetInputSchema } from '@opentill/contract/devices/terminal.schemas';
import { useSetTerminalPin } from '@/features/devices/api/set-terminal-pin';
import { TerminalSection } from '@/features/devices/components/terminal-section';
import { TERMINAL_MESSAGES as m } from '@/features/devices/terminal-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['oldPin', 'newPin'] as const;
const PIN_INPUT = { htmlInput: { inputMode: 'numeric' as const, maxLength: 8 } };

/** Change the terminal PIN (POST terminal/pin/set/): the server's messages land on their fields. */
export const TerminalPinForm = () => {
  const { enqueueSnackbar } = useSnackbar();
  const setPin = useSetTerminalPin();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(terminalPinSetInputSchema),
    defaultValues: { oldPin: '', newPin: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setPin.mutate(values, {
      onSuccess: ({ detail }) => {
        enqueueSnackbar(detail, { variant: 'success' });
        reset();
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });

  return (
    <TerminalSection title="Terminal PIN" intro={m.pinExplained}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change the terminal PIN">
        <FormErrorAlert message={formError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <FormTextField
            control={control}
            name="oldPin"
            label="Old PIN"
            type="password"
            autoComplete="off"
            helperText={m.oldPinHelp}
            slotProps={PIN_INPUT}
            fullWidth
          />
          <FormTextField
            control={control}
            name="newPin"
            label="New PIN"
            type="password"
            autoComplete="off"
            helperText="4 to 8 digits."
            slotProps={PIN_INPUT}
            fullWidth
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={setPin.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Change PIN
        </Button>
      </Box>
    </TerminalSection>
  );
};
