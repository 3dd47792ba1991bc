import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router';
import { NAV_RAIL_BREAKPOINT_PX, NAV_RAIL_WIDTH_PX } from '@opentill/contract/constants';
import type { NavEntry } from '@/app/shell/nav-entries';
import { EntryIcon, alertLabel } from '@/app/shell/nav-list';
import { useNavEntries } from '@/app/shell/use-nav-entries';

/** From a landscape tablet up, the till screens have the rail rather than the drawer. */
export const NAV_RAIL_QUERY = `(min-width: ${NAV_RAIL_BREAKPOINT_PX}px)`;

const INDICATOR_CLASS = 'nav-rail-indicator';
const ACTIVE_SX = {
  color: 'primary.main',
  [`& .${INDICATOR_CLASS}`]: { bgcolor: 'rgba(15, 92, 87, 0.14)' },
} as const;

/**
 * An icon in its pill over its name, the whole rail wide (80 × 64 px): a big target, and
 * room for the longest name ('Collection') without squeezing it.
 */
const itemSx = {
  width: '100%',
  minHeight: 64,
  py: 0.5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  color: 'text.secondary',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  [`&:hover .${INDICATOR_CLASS}`]: { bgcolor: 'action.hover' },
  '&.active': ACTIVE_SX,
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
} as const;

const indicatorSx = {
  width: 56,
  height: 32,
  borderRadius: 16,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

type RailItemProps = { entry: NavEntry; unseenAlertCount: number };

const RailIcon = ({ entry, unseenAlertCount }: RailItemProps) => (
  <Box component="span" className={INDICATOR_CLASS} sx={indicatorSx}>
    <EntryIcon entry={entry} unseenAlertCount={unseenAlertCount} />
  </Box>
);

const RailLink = ({ entry, unseenAlertCount }: RailItemProps) => (
  <ButtonBase
    component={NavLink}
    to={entry.path}
    // The till stays highlighted inside its categories.
    end={entry.followsDefaultTillView !== true}
    aria-label={alertLabel(entry, unseenAlertCount)}
    sx={itemSx}
  >
    <RailIcon entry={entry} unseenAlertCount={unseenAlertCount} />
    {entry.label}
  </ButtonBase>
);

/** A group (Reports) opens its children in a menu beside the rail. */
const RailGroup = ({ entry, unseenAlertCount }: RailItemProps) => {
  const { pathname } = useLocation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const isCurrent = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
  return (
    <>
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : menuId}
        aria-label={alertLabel(entry, unseenAlertCount)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...itemSx, ...(isCurrent ? ACTIVE_SX : {}) }}
      >
        <RailIcon entry={entry} unseenAlertCount={unseenAlertCount} />
        {entry.label}
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {(entry.children ?? []).map((child) => (
          <MenuItem
            key={child.path}
            component={NavLink}
            to={child.path}
            end
            onClick={close}
            aria-label={alertLabel(child, unseenAlertCount)}
            sx={{
              minWidth: 200,
              '&.active': { bgcolor: 'rgba(15, 92, 87, 0.12)', color: 'primary.main' },
            }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <EntryIcon entry={child} unseenAlertCount={unseenAlertCount} />
            </ListItemIcon>
            <ListItemText primary={child.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * The drawer folded to a rail (issue 13): every entry an icon with its name under it, so a
 * landscape tablet keeps its width for the till's grid and cart. Named like the drawer's
 * navigation, so a screen reader finds the same landmark.
 */
export const NavRail = () => {
  const { entries, unseenAlertCount } = useNavEntries();
  return (
    <Drawer
      variant="permanent"
      sx={{ width: NAV_RAIL_WIDTH_PX, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: {
            width: NAV_RAIL_WIDTH_PX,
            boxSizing: 'border-box',
            borderRight: '1px solid #dde5e4',
            overflowX: 'hidden',
          },
        },
      }}
    >
      <Toolbar disableGutters sx={{ justifyContent: 'center', minHeight: { xs: 64 } }}>
        <Box component="img" src="/icon.svg" alt="" sx={{ width: 32, height: 32 }} />
      </Toolbar>
      <Box component="nav" aria-label="Main navigation">
        <List sx={{ display: 'grid', gap: 0.5 }}>
          {entries.map((entry) => (
            <ListItem key={`${entry.label}-${entry.path}`} disablePadding>
              {entry.children === undefined ? (
                <RailLink entry={entry} unseenAlertCount={unseenAlertCount} />
              ) : (
                <RailGroup entry={entry} unseenAlertCount={unseenAlertCount} />
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
};
