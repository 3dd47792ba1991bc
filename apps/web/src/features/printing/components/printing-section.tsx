import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type PrintingSectionProps = { title: string; intro: string; children: ReactNode };

/** One part of Settings → Printers: a heading, what it is for, and what it holds. */
export const PrintingSection = ({ title, intro, children }: PrintingSectionProps) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
