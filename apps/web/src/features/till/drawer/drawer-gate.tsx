import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { OpenTillScreen } from '@/features/till/drawer/open-till-screen';
import { useCurrentDrawer, useDrawerMerchant } from '@/features/till/drawer/use-current-drawer';

export type DrawerGateProps = { children: ReactNode };

/**
 * A merchant that keeps drawers sells only from an open till: until this till has a
 * session, Open till stands in for the till. Whatever cannot be known (no server, no
 * till registration) lets the till through: an offline sale is never refused.
 */
export const DrawerGate = ({ children }: DrawerGateProps) => {
  const merchant = useDrawerMerchant();
  const drawer = useCurrentDrawer();
  if (drawer.kind === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress size={28} aria-label="Checking the cash drawer" />
      </Box>
    );
  if (drawer.kind === 'closed' && merchant !== null)
    return (
      <OpenTillScreen
        key={drawer.device.id}
        merchant={merchant}
        device={drawer.device}
        lastFloat={drawer.lastFloat}
      />
    );
  return children;
};
