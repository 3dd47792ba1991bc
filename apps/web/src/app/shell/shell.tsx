import { useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { DRAWER_PERMANENT_BREAKPOINT_PX } from '@opentill/contract/constants';
import { NavDrawer } from '@/app/shell/nav-drawer';
import { TopBar } from '@/app/shell/top-bar';

/** Above 1230 px (spec 001 §2.3) the drawer stays; below it overlays the page. */
export const PERMANENT_DRAWER_QUERY = `(min-width: ${DRAWER_PERMANENT_BREAKPOINT_PX + 1}px)`;

/** The main layout: top bar, navigation drawer and the routed page. */
export const Shell = () => {
  const isDrawerPermanent = useMediaQuery(PERMANENT_DRAWER_QUERY, { noSsr: true });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar isDrawerPermanent={isDrawerPermanent} onOpenDrawer={() => setIsDrawerOpen(true)} />
      <NavDrawer
        isPermanent={isDrawerPermanent}
        isOpen={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar sx={{ minHeight: { xs: 64 } }} />
        <Outlet />
      </Box>
    </Box>
  );
};
