import { Suspense, lazy, useId, useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/get-session';
import { useRoutePaths } from '@/app/route-paths';
import { getSettingsPages } from '@/app/shell/settings-pages';
import { useLogOut } from '@/features/auth/api/log-out';
import { usePlatform } from '@/platform/platform-context';
import { DialogLoading } from '@/ui/dialog-loading';

// Its text fields are not part of the shell's first load.
const LazyCardTerminalDialog = lazy(async () => ({
  default: (await import('@/app/shell/card-terminal-dialog')).CardTerminalDialog,
}));

/** The account menu of the top bar (spec 001 §2.3), headed with the employee's email. */
export const SettingsMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isTerminalOpen, setIsTerminalOpen] = useState(false);
  const menuId = useId();
  const session = useSession();
  const navigate = useNavigate();
  const platform = usePlatform();
  const logOut = useLogOut();
  // A paired terminal has no email: its name and serial number (001 §3 deviceSerialNumber).
  const device = session.device;
  const deviceHeading =
    device === null ? '' : [device.name, device.serialNumber].filter(Boolean).join(' · ');
  const heading = session.user?.email ?? deviceHeading;
  const pages = getSettingsPages(session, useRoutePaths());

  const close = () => setAnchor(null);
  const goTo = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account settings"
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="large"
      >
        <AccountCircleIcon fontSize="large" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': heading === '' ? 'Account' : heading, sx: { minWidth: 220 } },
        }}
      >
        {heading !== '' && (
          <ListSubheader sx={{ lineHeight: '40px', fontWeight: 600 }}>{heading}</ListSubheader>
        )}
        {heading !== '' && <Divider />}
        {pages.map((page) => (
          <MenuItem key={page.path} onClick={() => goTo(page.path)}>
            {page.label}
          </MenuItem>
        ))}
        {platform.hasCardTerminalSettings && (
          <MenuItem
            onClick={() => {
              close();
              setIsTerminalOpen(true);
            }}
          >
            Card terminal
          </MenuItem>
        )}
        <MenuItem
          disabled={logOut.isPending}
          onClick={() => {
            close();
            logOut.mutate();
          }}
        >
          Log Out
        </MenuItem>
        {platform.canExit && (
          <MenuItem
            onClick={() => {
              close();
              platform.exitApp();
            }}
          >
            Exit
          </MenuItem>
        )}
      </Menu>
      {isTerminalOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyCardTerminalDialog onClose={() => setIsTerminalOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
