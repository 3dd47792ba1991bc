import { useId } from 'react';
import LockClockIcon from '@mui/icons-material/LockClock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type CloseDayCardProps = { onCloseDay: () => void };

/** The way to the Z, first on the screen so a cashier finds it right after cashing up. */
export const CloseDayCard = ({ onCloseDay }: CloseDayCardProps) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        borderColor: 'primary.light',
        bgcolor: 'rgba(15, 92, 87, 0.05)',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography id={headingId} component="h2" variant="h3">
          End of the day
        </Typography>
        <Typography color="text.secondary">
          Cash up every till, check the figures below, then close the day: the Z report freezes them
          under the next number.
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<LockClockIcon />}
        onClick={onCloseDay}
        sx={{ flexShrink: 0 }}
      >
        Close day (Z report)
      </Button>
    </Paper>
  );
};
