import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import { isForbiddenError } from '@/api/api-error';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { useLogOutCashier } from '@/features/till/api/log-out-cashier';
import { CashierAvatar } from '@/features/till/components/cashiers/cashier-avatar';
import { setEditMode } from '@/features/till/hooks/use-edit-mode';

/**
 * On the log-in screen after Switch: who is still signed in, and Sign out for the end
 * of a shift. Nothing when nobody is signed in.
 */
export const SignedInCashierBar = () => {
  const cashier = useCurrentCashier();
  const logOut = useLogOutCashier();
  const { enqueueSnackbar } = useSnackbar();
  if (cashier === null) return null;

  const signOut = () =>
    logOut.mutate(undefined, {
      onSuccess: () => setEditMode(false),
      onError: (error) => {
        if (!isForbiddenError(error))
          enqueueSnackbar(messages.somethingWentWrong, { variant: 'error' });
      },
    });

  return (
    <Box
      role="group"
      aria-label="Signed-in cashier"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      <CashierAvatar cashier={cashier} size={32} />
      <Typography>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {cashier.username}
        </Box>{' '}
        is signed in until someone else taps their name.
      </Typography>
      <Button
        variant="outlined"
        onClick={signOut}
        loading={logOut.isPending}
        startIcon={<LogoutIcon />}
        sx={{ minHeight: 44 }}
      >
        Sign out {cashier.username}
      </Button>
    </Box>
  );
};
