import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { buildCashierLoginPath } from '@/features/till/cashier-login-redirect';
import { CashierAvatar } from '@/features/till/components/cashiers/cashier-avatar';
import { compactOnPhoneSx } from '@/features/till/components/till-switch-link';
import { setEditMode } from '@/features/till/hooks/use-edit-mode';
import { visuallyHidden } from '@/ui/visually-hidden';

/**
 * Who rings up on this till, and Switch cashier. The cashier stays signed in until the
 * next one does (or signs out on the log-in screen): so the log-in screen still knows
 * whose edit permission counts, and the next cashier is asked about the cart they find.
 */
export const CurrentCashier = () => {
  const cashier = useCurrentCashier();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (cashier === null) return null;

  const switchCashier = () => {
    setEditMode(false);
    void navigate(buildCashierLoginPath(pathname));
  };

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
