import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { useCashierList, useLogInCashier } from '@/features/orders/cashier/cashier-api';
import { cashierPinError } from '@/features/orders/cashier/cashier-pin-errors';

export type CashierLoginDialogProps = {
  onSignedIn: (cashier: Cashier) => void;
  onClose: () => void;
};

/**
 * The cashier log-in by PIN dialog (000 §2): choose who you are; a cashier with a PIN
 * types it (numeric, checked by the server). Shown before an action a cashier is
 * recorded for, when none is signed in.
 */
export const CashierLoginDialog = ({ onSignedIn, onClose }: CashierLoginDialogProps) => {
  const titleId = useId();
  const cashiers = useCashierList(true);
  const logIn = useLogInCashier();
  const [chosen, setChosen] = useState<Cashier | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const signIn = (cashier: Cashier, typed?: string) => {
    setError(null);
    logIn.mutate(
      { cashierId: cashier.id, pin: typed },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          setPin('');
          setError(cashierPinError(failure));
        },
      },
    );
  };
  const choose = (cashier: Cashier) => {
    if (cashier.hasPin) {
      setChosen(cashier);
      setPin('');
      setError(null);
    } else signIn(cashier);
  };
  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null && pin !== '' && !logIn.isPending) signIn(chosen, pin);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {chosen === null ? 'Cashier Log In' : `Enter PIN for ${chosen.username}`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error !== null && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {chosen === null ? (
          <>
            {cashiers.isPending && <CircularProgress aria-label="Loading cashiers" />}
            {cashiers.data?.length === 0 && <Typography>No cashiers yet.</Typography>}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
              {cashiers.data?.map((cashier) => (
                <Button
                  key={cashier.id}
                  variant="outlined"
                  size="large"
                  onClick={() => choose(cashier)}
                  disabled={logIn.isPending}
                  sx={{ minHeight: 64, borderLeft: `6px solid ${cashier.colour}` }}
                >
                  {cashier.username}
                </Button>
              ))}
            </Box>
          </>
        ) : (
          <Box component="form" noValidate onSubmit={submitPin} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="PIN"
              type="password"
              value={pin}
              autoFocus
              autoComplete="off"
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
              sx={{ mt: 1 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  style: { textAlign: 'center', fontSize: '2rem', letterSpacing: '0.5em' },
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={logIn.isPending}
              disabled={pin === ''}
              sx={{ minHeight: 56 }}
            >
              OK
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {chosen !== null && (
          <Button size="large" onClick={() => setChosen(null)}>
            Back
          </Button>
        )}
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
};
