import type { ReactNode } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export type KitchenHeaderProps = {
  /** 14:05:09, or null before the first answer. */
  lastUpdated: string | null;
  /** The last refresh failed: what is shown may be out of date. */
  isStale: boolean;
  /** A person logged in (not a paired screen) can go back to the app. */
  hasHomeLink: boolean;
  /** Open tickets not on this page. */
  moreWaiting: number;
  /** The pager and the screen's pairing button. */
  children?: ReactNode;
};

/** The kitchen runs outside the shell (spec 001 §2.1), so it carries its own title bar. */
export const KitchenHeader = ({
  lastUpdated,
  isStale,
  hasHomeLink,
  moreWaiting,
  children,
}: KitchenHeaderProps) => (
  <Stack
    component="header"
    direction="row"
    sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: '#ffffff', mb: 1.5 }}
  >
    {hasHomeLink && (
      <Button
        component={Link}
        to="/"
        variant="outlined"
        color="inherit"
        startIcon={<HomeIcon />}
        sx={{ fontSize: '1.1rem', minHeight: 48 }}
      >
        Home
      </Button>
    )}
    <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 800, flexGrow: 1 }}>
      Kitchen
    </Typography>
    {moreWaiting > 0 && (
      <Box
        component="p"
        sx={{
          m: 0,
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          bgcolor: '#ffd54f',
          color: '#0b0f0f',
          fontSize: '1.35rem',
          fontWeight: 800,
        }}
      >
        {moreWaiting} more waiting
      </Box>
    )}
    {children}
    <Typography role="status" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
      {lastUpdated === null ? 'Loading…' : `Last updated ${lastUpdated}`}
      {isStale && (
        <Typography component="span" sx={{ color: '#ffd54f', fontWeight: 800, ml: 1.5 }}>
          Offline, retrying
        </Typography>
      )}
    </Typography>
  </Stack>
);
