import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BRAND_TITLE } from '@opentill/contract/constants';

export type CenteredCardLayoutProps = {
  title: string;
  children: ReactNode;
  /** A longer form (set-up) takes a wider card; the log-in screens keep 440 px. */
  maxWidth?: number;
};

/** The screens outside the main layout (log in, reset password, not found): one card, centred. */
export const CenteredCardLayout = ({
  title,
  children,
  maxWidth = 440,
}: CenteredCardLayoutProps) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'flex',
      alignItems: { xs: 'flex-start', sm: 'center' },
      justifyContent: 'center',
      px: 2,
      py: { xs: 4, sm: 6 },
      background: 'linear-gradient(160deg, #0f5c57 0%, #0f5c57 38%, #f4f6f6 38%)',
    }}
  >
    <Box sx={{ width: '100%', maxWidth }}>
      <Typography
        component="p"
        variant="h1"
        sx={{ color: 'primary.contrastText', textAlign: 'center', mb: 3, letterSpacing: 0.5 }}
      >
        {BRAND_TITLE}
      </Typography>
      <Card sx={{ boxShadow: '0 12px 32px rgba(7, 61, 58, 0.18)', border: 'none' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  </Box>
);
