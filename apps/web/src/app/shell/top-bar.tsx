import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DRAWER_WIDTH_PX } from '@opentill/contract/constants';
import { useSession } from '@/api/get-session';
import { isLoggedIn } from '@/api/session-access';
import { useRouteTitle } from '@/app/route-handle';
import { SettingsMenu } from '@/app/shell/settings-menu';

export type TopBarProps = {
  isDrawerPermanent: boolean;
  onOpenDrawer: () => void;
};

export const TopBar = ({ isDrawerPermanent, onOpenDrawer }: TopBarProps) => {
  const title = useRouteTitle();
  const session = useSession();
  return (
    <AppBar
      position="fixed"
      sx={{
        width: isDrawerPermanent ? `calc(100% - ${DRAWER_WIDTH_PX}px)` : '100%',
        ml: isDrawerPermanent ? `${DRAWER_WIDTH_PX}px` : 0,
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        {!isDrawerPermanent && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            onClick={onOpenDrawer}
            size="large"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="h1" variant="h3" noWrap sx={{ flexGrow: 1, color: 'inherit' }}>
          {title}
        </Typography>
        {isLoggedIn(session) && <SettingsMenu />}
      </Toolbar>
    </AppBar>
  );
};
