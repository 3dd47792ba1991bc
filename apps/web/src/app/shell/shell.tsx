import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import {
  DRAWER_PERMANENT_BREAKPOINT_PX,
  DRAWER_WIDTH_PX,
  NAV_RAIL_WIDTH_PX,
} from '@opentill/contract/constants';
import { useIsTillScreen } from '@/app/route-handle';
import { NavDrawer } from '@/app/shell/nav-drawer';
import { ConnectivityBanner } from '@/app/notifications/connectivity-banner';
import { NAV_RAIL_QUERY, NavRail } from '@/app/shell/nav-rail';
import { OfflineSelling } from '@/app/shell/offline-selling';
import { PullToRefresh } from '@/app/shell/pull-to-refresh/pull-to-refresh';
import { useRefreshPage } from '@/app/shell/pull-to-refresh/use-refresh-page';
import { TopBar } from '@/app/shell/top-bar';
import { LiveUpdatesNotice } from '@/app/shell/live-updates-notice';
import { SupportBanner } from '@/features/merchants/components/support-banner';
import { OrderingPausedBanner } from '@/ui/ordering-paused-banner';

/** Above 1230 px (spec 001 §2.3) the drawer stays; below it overlays the page. */
export const PERMANENT_DRAWER_QUERY = `(min-width: ${DRAWER_PERMANENT_BREAKPOINT_PX + 1}px)`;
const TOP_BAR_HEIGHT_PX = 64;

type Navigation = 'drawer' | 'rail' | 'overlay';

const insetOf: Record<Navigation, number> = {
  drawer: DRAWER_WIDTH_PX,
  rail: NAV_RAIL_WIDTH_PX,
  overlay: 0,
};

/**
 * The main layout: top bar, navigation and the routed page, which a pull down refreshes.
 * A till screen fills the window and, from a landscape tablet up, has the rail rather than
 * the drawer. The support and paused banners head every page, so no one works on unaware
 * (issues 13, 14).
 */
export const Shell = () => {
  const isDrawerPermanent = useMediaQuery(PERMANENT_DRAWER_QUERY, { noSsr: true });
  const isRailWide = useMediaQuery(NAV_RAIL_QUERY, { noSsr: true });
  const isTillScreen = useIsTillScreen();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  const { pageKey, refreshPage } = useRefreshPage();
  const navigation: Navigation =
    isTillScreen && isRailWide ? 'rail' : isDrawerPermanent ? 'drawer' : 'overlay';
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* Our pull-to-refresh replaces the browser's own, which would reload the whole app. */}
      <GlobalStyles styles={{ body: { overscrollBehaviorY: 'contain' } }} />
      <OfflineSelling />
      <TopBar inset={insetOf[navigation]} onOpenDrawer={() => setIsDrawerOpen(true)} />
      {navigation === 'rail' ? (
        <NavRail />
      ) : (
        <NavDrawer
          isPermanent={navigation === 'drawer'}
          isOpen={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
        />
      )}
      <Box
        component="main"
        ref={setMain}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          // A till screen is exactly the window: its grid and cart scroll inside it.
          ...(isTillScreen && { height: '100dvh', display: 'flex', flexDirection: 'column' }),
        }}
      >
        <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT_PX }, flexShrink: 0 }} />
        <ConnectivityBanner isInline />
        <SupportBanner />
        <OrderingPausedBanner />
        <LiveUpdatesNotice />
        <Fragment key={pageKey}>
          <Outlet />
        </Fragment>
      </Box>
      <PullToRefresh target={main} onRefresh={refreshPage} top={TOP_BAR_HEIGHT_PX} />
    </Box>
  );
};
