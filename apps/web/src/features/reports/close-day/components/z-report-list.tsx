import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { Link } from 'react-router';
import { formatPence } from '@opentill/contract/money';
import type { ZReportSummary } from '@opentill/contract/reports/day-figures.schemas';
import { zReportPath } from '@/features/reports/close-day/close-day-paths';
import { businessDateLabel, closedLabel } from '@/features/reports/close-day/figure-labels';

export type ZReportListProps = { reports: readonly ZReportSummary[]; timeZone: string };

const Figure = ({
  label,
  value,
  isWide = false,
}: {
  label: string;
  value: string;
  isWide?: boolean;
}) => (
  <Box sx={{ gridColumn: isWide ? { xs: '1 / -1', md: 'auto' } : undefined, minWidth: 0 }}>
    <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
      {label}
    </Box>
    <Box
      component="span"
      sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Box>
  </Box>
);

/** One line per Z, newest first; each opens its figures. */
export const ZReportList = ({ reports, timeZone }: ZReportListProps) => (
  <List aria-label="Z reports" disablePadding sx={{ display: 'grid', gap: 1 }}>
    {reports.map((z) => (
      <ListItem key={z.id} disablePadding>
        <ListItemButton
          component={Link}
          to={zReportPath(z.id)}
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'grid',
            gap: { xs: 1, md: 2 },
            alignItems: 'center',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: '5rem minmax(0, 1.6fr) repeat(3, minmax(0, 1fr))',
            },
            py: 1.5,
          }}
        >
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            Z {z.zNumber}
          </Box>
          <Figure label="Business day" value={businessDateLabel(z.businessDate)} />
          <Figure label="Net takings" value={formatPence(z.netTakings)} />
          <Figure label="Grand total" value={formatPence(z.grandTotal)} />
          <Figure label="Closed" value={closedLabel(z, timeZone)} isWide />
        </ListItemButton>
      </ListItem>
    ))}
  </List>
);
