import { useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  format,
  getISODay,
  parseISO,
  startOfMonth,
} from 'date-fns';

export type MonthCalendarProps = {
  /** YYYY-MM-DD, or null. */
  value: string | null;
  onPick: (date: string) => void;
};

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** A month of days to tap, Monday first; the filter's calendar picker (spec 001 §2.12). */
export const MonthCalendar = ({ value, onPick }: MonthCalendarProps) => {
  const [month, setMonth] = useState(() =>
    startOfMonth(value === null ? new Date() : parseISO(value)),
  );
  const days = eachDayOfInterval({ start: month, end: endOfMonth(month) });
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="h3" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mt: 1 }}>
        {WEEKDAYS.map((day) => (
          <Typography key={day} variant="caption" sx={{ textAlign: 'center', fontWeight: 700 }}>
            {day}
          </Typography>
        ))}
        {days.map((day) => {
          const iso = format(day, 'yyyy-MM-dd');
          return (
            <Button
              key={iso}
              aria-label={format(day, 'd MMMM yyyy')}
              aria-pressed={iso === value}
              variant={iso === value ? 'contained' : 'text'}
              onClick={() => onPick(iso)}
              // The first day sits under its weekday; the rest flow after it.
              style={day.getDate() === 1 ? { gridColumnStart: getISODay(day) } : undefined}
              sx={{ minWidth: 44, minHeight: 44, px: 0 }}
            >
              {day.getDate()}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
};
