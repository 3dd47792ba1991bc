import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Alert } from '@opentill/contract/reports/report.schemas';
import {
  alertTypeChip,
  describeAlert,
  formatAlertTime,
} from '@/features/reports/alerts/alert-display';

export type AlertListItemProps = {
  alert: Alert;
  /** Unseen when the screen opened: stays highlighted for this visit after it is marked seen. */
  isNew: boolean;
  timeZone: string;
};

export const AlertListItem = ({ alert, isNew, timeZone }: AlertListItemProps) => {
  const chip = alertTypeChip(alert.type);
  const body = describeAlert(alert, timeZone);
  return (
    <ListItem
      data-testid="alert"
      data-new={isNew}
      sx={{
        display: 'grid',
        // One full-width column, so the time sits at the right edge of every row.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.75,
        px: 2,
        py: 1.5,
        borderLeft: '4px solid',
        borderLeftColor: isNew ? 'secondary.main' : 'transparent',
        backgroundColor: isNew ? 'rgba(245, 165, 36, 0.12)' : 'background.paper',
        '&:not(:last-of-type)': { borderBottom: '1px solid #dde5e4' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={chip.label} color={chip.colour} size="small" />
        {isNew && (
          <Chip
            label="New"
            size="small"
            variant="outlined"
            aria-label="New alert"
            sx={{ fontWeight: 700, borderColor: 'secondary.main', color: '#7a4a00' }}
          />
        )}
        <Typography
          component="time"
          dateTime={alert.startAt}
          variant="body2"
          color="text.secondary"
          sx={{ ml: 'auto' }}
        >
          {formatAlertTime(alert.startAt, timeZone)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: isNew ? 600 : 400, overflowWrap: 'anywhere' }}>
        {body.heading}
        {body.amount !== null && (
          <Box component="strong" sx={{ display: 'block', fontSize: '1.25rem', mt: 0.25 }}>
            {body.amount}
          </Box>
        )}
      </Typography>
    </ListItem>
  );
};
