import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SETTINGS_SECTIONS } from '@/features/settings/settings-sections';
import { PageContainer } from '@/ui/page-container';

/**
 * Settings: the sections down the side from a tablet up, as scrolling tabs on a phone,
 * and the chosen section beside them.
 */
export const SettingsLayout = () => {
  const { pathname } = useLocation();
  const sections = SETTINGS_SECTIONS;
  const current = sections.find((section) => pathname.startsWith(section.path))?.path ?? false;
  return (
    <PageContainer maxWidth={1100}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { md: 4 } }}>
        <Box component="nav" aria-label="Settings sections" sx={{ flexShrink: 0 }}>
          <Tabs
            value={current}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ display: { md: 'none' }, mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {sections.map((section) => (
              <Tab
                key={section.path}
                label={section.label}
                value={section.path}
                component={NavLink}
                to={section.path}
              />
            ))}
          </Tabs>
          {/* Its children are links, not list items: a <ul> may hold only <li> (axe "list"). */}
          <List
            component="div"
            sx={{ display: { xs: 'none', md: 'block' }, width: 220, position: 'sticky', top: 16 }}
          >
            {sections.map((section) => (
              <ListItemButton
                key={section.path}
                component={NavLink}
                to={section.path}
                selected={section.path === current}
                sx={{ borderRadius: 1, minHeight: 48 }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </PageContainer>
  );
};
