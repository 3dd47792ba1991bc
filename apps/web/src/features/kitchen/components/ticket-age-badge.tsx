import Box from '@mui/material/Box';
import { formatAge, type TicketAge } from '@/features/kitchen/tickets/ticket-times';

/** Fresh is quiet; amber and red fill the badge, and the words say the minutes too. */
export const AGE_COLOURS = {
  fresh: { bgcolor: 'transparent', color: '#ffffff', borderColor: '#ffffff' },
  amber: { bgcolor: '#ffb300', color: '#0b0f0f', borderColor: '#ffb300' },
  red: { bgcolor: '#d50000', color: '#ffffff', borderColor: '#ffffff' },
} as const;

export type TicketAgeBadgeProps = { age: TicketAge };

/** "4 min": how long the ticket has waited, turning amber at 10 minutes and red at 20. */
export const TicketAgeBadge = ({ age }: TicketAgeBadgeProps) => (
  <Box
    component="span"
    data-age-tone={age.tone}
    aria-label={`Waiting ${formatAge(age.minutes)}`}
    sx={{
      ...AGE_COLOURS[age.tone],
      border: '2px solid',
      borderRadius: 1.5,
      px: 1,
      fontSize: '1.2rem',
      fontWeight: 800,
      whiteSpace: 'nowrap',
    }}
  >
    {formatAge(age.minutes)}
  </Box>
);
