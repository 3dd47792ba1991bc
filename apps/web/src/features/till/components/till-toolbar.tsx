import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type TillToolbarProps = {
  /** Where am I: breadcrumbs, or a heading. */
  start: ReactNode;
  /** Who and how: the cashier, edit mode, the other till. */
  end: ReactNode;
};

/** The till screens' top area, under the app bar; it wraps onto two rows on a phone. */
export const TillToolbar = ({ start, end }: TillToolbarProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      columnGap: 2,
      rowGap: 0.5,
      px: { xs: 1.5, sm: 2 },
      py: 0.75,
      minHeight: 60,
      bgcolor: 'background.paper',
      borderBottom: '1px solid #dde5e4',
    }}
  >
    <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>{start}</Box>
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: 1,
        ml: 'auto',
      }}
    >
      {end}
    </Box>
  </Box>
);
