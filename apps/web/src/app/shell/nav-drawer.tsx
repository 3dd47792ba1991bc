import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BRAND_TITLE, DRAWER_WIDTH_PX } from '@opentill/contract/constants';
import { useSession } from '@/api/get-session';
import { NavList } from '@/app/shell/nav-list';
import { useNavEntries } from '@/app/shell/use-nav-entries';

export type NavDrawerProps = {
  /** Permanent above the breakpoint; otherwise an overlay opened from the top bar. */
  isPermanent: boolean;
  isOpen: boolean;
  onClose: () => void;
};

export const NavDrawer = ({ isPermanent, isOpen, onClose }: NavDrawerProps) => {
  const session = useSession();
  const { entries, unseenAlertCount } = useNavEntries();

  return (
    <Drawer
      variant={isPermanent ? 'permanent' : 'temporary'}
      open={isPermanent || isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ width: isPermanent ? DRAWER_WIDTH_PX : undefined, flexShrink: 0 }}
      slotProps={{
        paper: {
          sx: { width: DRAWER_WIDTH_PX, boxSizing: 'border-box', borderRight: '1px solid #dde5e4' },
        },
      }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Box component="img" src="/icon.svg" alt="" sx={{ width: 32, height: 32 }} />
        <Typography component="p" variant="h3" sx={{ color: 'primary.main' }}>
          {BRAND_TITLE}
        </Typography>
      </Toolbar>
      {session.client !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pb: 1 }}>
          {session.client.logo !== null && (
            <Box
              component="img"
              src={session.client.logo}
              alt=""
              sx={{ width: 24, height: 24, borderRadius: 0.5, objectFit: 'cover' }}
            />
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.client.name}
          </Typography>
        </Box>
      )}
      <Box component="nav" aria-label="Main navigation">
        <NavList
          entries={entries}
          unseenAlertCount={unseenAlertCount}
          onNavigate={isPermanent ? () => undefined : onClose}
        />
      </Box>
    </Drawer>
  );
};
