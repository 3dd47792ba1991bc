import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from '@/api/get-session';
import { isLoggedIn } from '@/api/session-access';
import { useRouteTitle } from '@/app/route-handle';
import { SettingsMenu } from '@/app/shell/settings-menu';
import { UnsentSalesChip } from '@/app/shell/unsent-sales-chip';
import { PrintProblemsChip } from '@/features/printing/components/problems/print-problems-chip';

export type TopBarProps = {
  /** The width the drawer or rail takes at the left; 0 while the drawer is an overlay. */
  inset: number;
  onOpenDrawer: () => void;
};

export const TopBar = ({ inset, onOpenDrawer }: TopBarProps) => {
  const title = useRouteTitle();
  const session = useSession();
  return (
    <AppBar position="fixed" sx={{ width: `calc(100% - ${inset}px)`, ml: `${inset}px` }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
        {inset === 0 && (
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
        {isLoggedIn(session) && <UnsentSalesChip />}
        <PrintProblemsChip />
        {isLoggedIn(session) && <SettingsMenu />}
      </Toolbar>
    </AppBar>
  );
};
