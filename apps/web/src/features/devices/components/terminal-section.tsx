import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type TerminalSectionProps = { title: string; intro: string; children: ReactNode };

/** One card of the Terminal screen: a heading, a sentence saying what it is for, the form. */
export const TerminalSection = ({ title, intro, children }: TerminalSectionProps) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
      <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {intro}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
