import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type PageContainerProps = { children: ReactNode; maxWidth?: number };

/** Page content inside the shell: padded, centred, readable width. */
export const PageContainer = ({ children, maxWidth = 1200 }: PageContainerProps) => (
  <Box sx={{ width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>
    {children}
  </Box>
);
