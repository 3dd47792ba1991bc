import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type StaffRowProps = {
  title: string;
  subtitle?: string;
  chips: ReactNode;
  actions?: ReactNode;
  isLast: boolean;
};

/**
 * A member or invitation: who, their chips, and the actions. The actions wrap under the
 * text on a phone rather than squeezing it.
 */
export const StaffRow = ({ title, subtitle, chips, actions, isLast }: StaffRowProps) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 2,
      rowGap: 1,
      px: 2,
      py: 1.5,
      borderBottom: isLast ? 0 : 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
      {subtitle !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>{chips}</Box>
    </Box>
    {actions !== undefined && (
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexShrink: 0 }}>{actions}</Box>
    )}
  </Box>
);
