import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@opentill/contract/messages';
import { isForbiddenError } from '@/api/api-error';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { useLogOutCashier } from '@/features/till/api/log-out-cashier';
import { buildCashierLoginPath } from '@/features/till/cashier-login-redirect';
import { CashierAvatar } from '@/features/till/components/cashiers/cashier-avatar';
import { compactOnPhoneSx } from '@/features/till/components/till-switch-link';
import { setEditMode } from '@/features/till/hooks/use-edit-mode';
import { visuallyHidden } from '@/ui/visually-hidden';

/** Who rings up on this till, and Switch cashier: the cashier signs out and the next one signs in. */
export const CurrentCashier = () => {
  const cashier = useCurrentCashier();
  const logOut = useLogOutCashier();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  if (cashier === null) return null;

  const switchCashier = () =>
    logOut.mutate(undefined, {
      onSuccess: () => {
        setEditMode(false);
        void navigate(buildCashierLoginPath(pathname));
      },
      onError: (error) => {
        if (!isForbiddenError(error))
          enqueueSnackbar(messages.somethingWentWrong, { variant: 'error' });
      },
    });

  return (
    <Box
      role="group"
      aria-label="Signed-in cashier"
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <CashierAvatar cashier={cashier} size={36} />
      <Typography sx={{ fontWeight: 600, maxWidth: 160 }} noWrap>
        <span style={visuallyHidden}>Cashier: </span>
        {cashier.username}
      </Typography>
      <Button
        variant="outlined"
        onClick={switchCashier}
        loading={logOut.isPending}
        startIcon={<SwitchAccountIcon />}
        aria-label="Switch cashier"
        sx={compactOnPhoneSx}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Switch
        </Box>
      </Button>
    </Box>
  );
};
