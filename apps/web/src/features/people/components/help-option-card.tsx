import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

export type HelpOptionCardProps = {
  title: string;
  icon: typeof SvgIcon;
  description: string;
  children: ReactNode;
};

/** One way of getting help, as a titled card (a region named by its title). */
export const HelpOptionCard = ({
  title,
  icon: Icon,
  description,
  children,
}: HelpOptionCardProps) => (
  <Paper
    component="section"
    aria-label={title}
    variant="outlined"
    sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column' }}
  >
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
      <Icon color="primary" aria-hidden />
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
    </Stack>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {description}
    </Typography>
    {children}
  </Paper>
);
