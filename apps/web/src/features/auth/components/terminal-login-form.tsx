import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import type { TerminalPairing } from '@/api/device-pairing';
import { useLogInAsTerminal } from '@/features/auth/api/log-in-terminal';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type TerminalLoginFormProps = {
  pairing: TerminalPairing;
  onLoggedIn: (session: Session) => void;
  onBack: () => void;
};

const ENTER_PIN = 'Enter the PIN.';

/** The server's words: on the PIN field ('Wrong PIN. Please try again.'), or for the form. */
const describeFailure = (error: unknown): { pin: string | null; form: string | null } => {
  const pin = getFirstFieldErrors(error).pin ?? null;
  if (pin !== null) return { pin, form: null };
  if (!isApiError(error)) return { pin: null, form: messages.somethingWentWrong };
  if (error.status === 0) return { pin: null, form: messages.serverUnreachable };
  return { pin: null, form: error.detail ?? messages.somethingWentWrong };
};

/** "Log in as this terminal": the terminal PIN, for a device an owner has paired here. */
export const TerminalLoginForm = ({ pairing, onLoggedIn, onBack }: TerminalLoginFormProps) => {
  const logIn = useLogInAsTerminal();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (pin.trim() === '') {
      setPinError(ENTER_PIN);
      return;
    }
    logIn.mutate(
      { pin: pin.trim(), pairing },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          const failure = describeFailure(error);
          setPinError(failure.pin);
          setFormError(failure.form);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Log in as this terminal">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Terminal <strong>{pairing.serialNumber}</strong> at {pairing.merchantName}
      </Typography>
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>
        <TextField
          label="Terminal PIN"
          type="password"
          value={pin}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, ''));
            setPinError(null);
          }}
          error={pinError !== null}
          helperText={pinError ?? ' '}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
        <Button type="submit" variant="contained" size="large" loading={logIn.isPending} fullWidth>
          Log in
        </Button>
        <Button variant="text" size="large" onClick={onBack} fullWidth>
          Go back to log in
        </Button>
      </Stack>
    </Box>
  );
};
