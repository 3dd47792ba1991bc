import { useId, useRef, useState, type PointerEvent } from 'react';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { WRONG_PIN_MESSAGE } from '@opentill/contract/cashiers/cashier-messages';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { useLogInCashier } from '@/features/till/api/log-in-cashier';

const MAX_PIN_DIGITS = 8;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The server's words: a wrong PIN (400 on pin), a lock-out (429 detail), or why it failed. */
export const pinErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 0) return messages.serverUnreachable;
  const fieldErrors = error.fieldErrors;
  return (
    fieldErrors.pin?.[0] ??
    fieldErrors.nonFieldErrors?.[0] ??
    error.detail ??
    (error.status === 400 ? WRONG_PIN_MESSAGE : messages.somethingWentWrong)
  );
};

export type PinDialogProps = {
  cashier: Cashier;
  onClose: () => void;
  onSignedIn: (cashier: Cashier) => void;
};

/** A numeric PIN pad for a cashier with a PIN; a physical keyboard types into it too. */
export const PinDialog = ({ cashier, onClose, onSignedIn }: PinDialogProps) => {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logIn = useLogInCashier();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const type = (digit: string) => setPin((current) => (current + digit).slice(0, MAX_PIN_DIGITS));
  const submit = () => {
    if (pin === '' || logIn.isPending) return;
    setError(null);
    logIn.mutate(
      { cashierId: cashier.id, pin },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          setPin('');
          setError(pinErrorMessage(failure));
          inputRef.current?.focus();
        },
      },
    );
  };
  // Pad buttons keep the focus in the PIN field, so typing on a keyboard keeps working.
  const keepFocus = (event: PointerEvent) => event.preventDefault();
  const padButton = { minHeight: 64, fontSize: '1.5rem', fontWeight: 700 } as const;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>Enter PIN for {cashier.username}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {error !== null && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label="PIN"
            type="password"
            value={pin}
            inputRef={inputRef}
            autoFocus
            autoComplete="off"
            onChange={(event) =>
              setPin(event.target.value.replace(/\D/g, '').slice(0, MAX_PIN_DIGITS))
            }
            sx={{ mt: 1 }}
            slotProps={{
              htmlInput: {
                // The pad below is the keyboard on a touch screen.
                inputMode: 'none',
                style: { textAlign: 'center', fontSize: '2rem', letterSpacing: '0.5em' },
              },
            }}
          />
          <Box
            role="group"
            aria-label="PIN keypad"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            {DIGITS.map((digit) => (
              <Button
                key={digit}
                variant="outlined"
                sx={padButton}
                onPointerDown={keepFocus}
                onClick={() => type(digit)}
              >
                {digit}
              </Button>
            ))}
            <Button
              variant="outlined"
              aria-label="Delete last digit"
              sx={padButton}
              onPointerDown={keepFocus}
              onClick={() => setPin((current) => current.slice(0, -1))}
            >
              <BackspaceOutlinedIcon />
            </Button>
            <Button
              variant="outlined"
              sx={padButton}
              onPointerDown={keepFocus}
              onClick={() => type('0')}
            >
              0
            </Button>
            <Button
              type="submit"
              variant="contained"
              sx={padButton}
              loading={logIn.isPending}
              disabled={pin === ''}
            >
              OK
            </Button>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
