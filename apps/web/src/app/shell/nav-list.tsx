import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router';
import type { NavEntry } from '@/app/shell/nav-entries';

export type NavListProps = {
  entries: NavEntry[];
  unseenAlertCount: number;
  /** Called after an entry is chosen (closes the overlay drawer). */
  onNavigate: () => void;
};

type EntryIconProps = { entry: NavEntry; unseenAlertCount: number };

/** The entry's icon, with the unseen alert count on the one that carries it. */
export const EntryIcon = ({ entry, unseenAlertCount }: EntryIconProps) => {
  const Icon = entry.icon;
  if (entry.hasAlertBadge !== true || unseenAlertCount === 0) return <Icon />;
  return (
    <Badge badgeContent={unseenAlertCount} color="error" max={99}>
      <Icon />
    </Badge>
  );
};

/** An entry with unseen alerts says how many in its name ('Reports, 3 unseen alerts'). */
export const alertLabel = (entry: NavEntry, count: number): string | undefined =>
  entry.hasAlertBadge === true && count > 0 ? `${entry.label}, ${count} unseen alerts` : undefined;

type NavGroupProps = NavListProps & { entry: NavEntry };

const NavGroup = ({ entry, unseenAlertCount, onNavigate }: NavGroupProps) => {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(pathname.startsWith(entry.path));
  const listId = `nav-group-${entry.path.replace(/\W+/g, '-')}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={alertLabel(entry, unseenAlertCount)}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ListItemIcon>
          <EntryIcon entry={entry} unseenAlertCount={unseenAlertCount} />
        </ListItemIcon>
        <ListItemText primary={entry.label} />
        {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={isOpen} unmountOnExit>
        <List id={listId} disablePadding sx={{ pl: 2 }}>
          <NavItems
            entries={entry.children ?? []}
            unseenAlertCount={unseenAlertCount}
            onNavigate={onNavigate}
          />
        </List>
      </Collapse>
    </ListItem>
  );
};

const NavItems = ({ entries, unseenAlertCount, onNavigate }: NavListProps) =>
  entries.map((entry) =>
    // Each entry is a list item, so a screen reader counts the entries (and axe's list rule holds).
    entry.children === undefined ? (
      <ListItem key={`${entry.label}-${entry.path}`} disablePadding>
        <ListItemButton
          component={NavLink}
          to={entry.path}
          // The till stays highlighted inside its categories.
          end={entry.followsDefaultTillView !== true}
          onClick={onNavigate}
          aria-label={alertLabel(entry, unseenAlertCount)}
          sx={{ '&.active': { backgroundColor: 'rgba(15, 92, 87, 0.12)', color: 'primary.main' } }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <EntryIcon entry={entry} unseenAlertCount={unseenAlertCount} />
          </ListItemIcon>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      </ListItem>
    ) : (
      <NavGroup
        key={entry.label}
        entry={entry}
        entries={entries}
        unseenAlertCount={unseenAlertCount}
        onNavigate={onNavigate}
      />
    ),
  );

export const NavList = (props: NavListProps) => (
  <List sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
    <NavItems {...props} />
  </List>
);
