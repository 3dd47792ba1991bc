import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type TillFindingBarProps = { breadcrumbs: ReactNode; search: ReactNode };

/** Where the till is and the search box, side by side; the box takes its own row on a phone. */
export const TillFindingBar = ({ breadcrumbs, search }: TillFindingBarProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 2,
      rowGap: 0.5,
      minWidth: 0,
    }}
  >
    <Box sx={{ minWidth: 0, flex: '0 1 auto' }}>{breadcrumbs}</Box>
    {search}
  </Box>
);
