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
 * A member or invitation: who, their chips, and the actions. On a phone the actions sit
 * under the text, right-aligned, rather than squeezing an email into a narrow column.
 */
export const StaffRow = ({ title, subtitle, chips, actions, isLast }: StaffRowProps) => (
  <Box
    component="li"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
      alignItems: 'center',
      columnGap: 2,
      rowGap: 0.5,
      px: 2,
      py: 1.5,
      borderBottom: isLast ? 0 : 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{title}</Typography>
      {subtitle !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>{chips}</Box>
    </Box>
    {actions !== undefined && (
      <Box sx={{ display: 'flex', gap: 1, justifySelf: 'end' }}>{actions}</Box>
    )}
  </Box>
);
