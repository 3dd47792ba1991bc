import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NavLink, useLocation } from 'react-router';
import { CLOSE_DAY_PATH, Z_REPORTS_PATH } from '@/features/reports/close-day/close-day-paths';

/** The X report since the last Z, and the Z reports made so far: two views of one screen. */
export const CloseDayTabs = () => {
  const { pathname } = useLocation();
  const current = pathname.startsWith(Z_REPORTS_PATH) ? Z_REPORTS_PATH : CLOSE_DAY_PATH;
  return (
    <Box component="nav" aria-label="Close day views" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Tabs
        value={current}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 480 } }}
      >
        <Tab
          label="Since the last Z"
          value={CLOSE_DAY_PATH}
          component={NavLink}
          to={CLOSE_DAY_PATH}
          end
        />
        <Tab
          label="Past Z reports"
          value={Z_REPORTS_PATH}
          component={NavLink}
          to={Z_REPORTS_PATH}
        />
      </Tabs>
    </Box>
  );
};
