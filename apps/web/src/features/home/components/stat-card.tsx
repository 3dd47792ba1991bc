import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type StatCardProps = {
  label: string;
  value: number | undefined;
};

/** One home statistic: a region named by its heading, holding the number as text. */
export const StatCard = ({ label, value }: StatCardProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={value === undefined}>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          '&:last-child': { pb: { xs: 2, sm: 3 } },
          // A compact row on a phone, a tile from tablet width up.
          display: { xs: 'flex', sm: 'block' },
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          color="text.secondary"
          sx={{ fontWeight: 600 }}
        >
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '2rem', sm: '3rem' },
            fontWeight: 700,
            lineHeight: 1.1,
            mt: { sm: 1 },
            color: 'primary.main',
          }}
        >
          {value ?? '–'}
        </Typography>
      </CardContent>
    </Card>
  );
};
