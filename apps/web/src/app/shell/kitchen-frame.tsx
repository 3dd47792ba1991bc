import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { useSession } from '@/api/get-session';
import { NAV_RAIL_QUERY, NavRail } from '@/app/shell/nav-rail';
import { LiveUpdatesNotice } from '@/app/shell/live-updates-notice';
import { SupportBanner } from '@/features/merchants/components/support-banner';
import { OrderingPausedBanner } from '@/ui/ordering-paused-banner';

/**
 * Around the kitchen, which runs outside the shell (spec 001 §2.1): the paused banner for
 * everyone, and for a person signed in on a landscape screen the rail, as on the till. A
 * paired kitchen display has no one signed in, so it stays the whole screen.
 */
export const KitchenFrame = () => {
  const hasPerson = useSession().user !== null;
  const isRailWide = useMediaQuery(NAV_RAIL_QUERY, { noSsr: true });
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {hasPerson && isRailWide && <NavRail />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <SupportBanner />
        <OrderingPausedBanner />
        <LiveUpdatesNotice />
        {/* A grid cell stretches the kitchen's dark page to the bottom of the window. */}
        <Box sx={{ flex: 1, display: 'grid' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
};
