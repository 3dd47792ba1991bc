import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useLocation } from 'react-router';
import { DRAWER_PERMANENT_BREAKPOINT_PX } from '@opentill/contract/constants';
import { NavDrawer } from '@/app/shell/nav-drawer';
import { PullToRefresh } from '@/app/shell/pull-to-refresh/pull-to-refresh';
import { useRefreshPage } from '@/app/shell/pull-to-refresh/use-refresh-page';
import { TopBar } from '@/app/shell/top-bar';
import { OrderingPausedBanner } from '@/ui/ordering-paused-banner';

/** Above 1230 px (spec 001 §2.3) the drawer stays; below it overlays the page. */
export const PERMANENT_DRAWER_QUERY = `(min-width: ${DRAWER_PERMANENT_BREAKPOINT_PX + 1}px)`;
const TOP_BAR_HEIGHT_PX = 64;
/** The order screens show the paused banner above the page; the till puts it in its own frame. */
const PAUSED_BANNER_PATHS = /^\/(orders|collection|delivery)(\/|$)/;

/** The main layout: top bar, navigation drawer and the routed page, which a pull down refreshes. */
export const Shell = () => {
  const isDrawerPermanent = useMediaQuery(PERMANENT_DRAWER_QUERY, { noSsr: true });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  const { pageKey, refreshPage } = useRefreshPage();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* Our pull-to-refresh replaces the browser's own, which would reload the whole app. */}
      <GlobalStyles styles={{ body: { overscrollBehaviorY: 'contain' } }} />
      <TopBar isDrawerPermanent={isDrawerPermanent} onOpenDrawer={() => setIsDrawerOpen(true)} />
      <NavDrawer
        isPermanent={isDrawerPermanent}
        isOpen={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
      />
      <Box component="main" ref={setMain} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT_PX } }} />
        {PAUSED_BANNER_PATHS.test(pathname) && <OrderingPausedBanner />}
        <Fragment key={pageKey}>
          <Outlet />
        </Fragment>
      </Box>
      <PullToRefresh target={main} onRefresh={refreshPage} top={TOP_BAR_HEIGHT_PX} />
    </Box>
  );
};
