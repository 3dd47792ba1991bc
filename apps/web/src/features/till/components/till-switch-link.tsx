import CalculateIcon from '@mui/icons-material/Calculate';
import GridViewIcon from '@mui/icons-material/GridView';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useIsQuickTillEnabled, useTillConfig } from '@/features/till/api/get-till-config';
import { QUICK_TILL_PATH, TILL_PATH } from '@/features/till/cashier-login-redirect';

/** On a phone an icon button (its label stays its accessible name); from tablet width, icon and words. */
export const compactOnPhoneSx = {
  minWidth: 48,
  px: { xs: 1.5, sm: 2.5 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

export type TillSwitchLinkProps = { to: 'quick-till' | 'till' };

/**
 * The way between the two tills: to the quick till while it is enabled (the stored
 * flag, spec 001 §3), back to the full till unless till config turns it off.
 */
export const TillSwitchLink = ({ to }: TillSwitchLinkProps) => {
  const isQuickTillEnabled = useIsQuickTillEnabled();
  const isFullTillEnabled = useTillConfig().data?.featureFullTill ?? true;
  if (to === 'quick-till' && !isQuickTillEnabled) return null;
  if (to === 'till' && !isFullTillEnabled) return null;
  const label = to === 'quick-till' ? 'Quick Till' : 'Full Till';
  return (
    <Button
      component={RouterLink}
      to={to === 'quick-till' ? QUICK_TILL_PATH : TILL_PATH}
      variant="outlined"
      aria-label={label}
      startIcon={to === 'quick-till' ? <CalculateIcon /> : <GridViewIcon />}
      sx={compactOnPhoneSx}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
};
