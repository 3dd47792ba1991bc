import { useState } from 'react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MonthCalendar } from '@/features/fulfilment/components/month-calendar';
import { maskDate, toApiDate, toMaskedDate } from '@/ui/date-mask';

export type DateFilterFieldProps = {
  /** What is typed, masked as year/month/day. */
  value: string;
  onChange: (masked: string) => void;
};

/** The filter date (spec 001 §2.12): a year/month/day mask, a calendar picker and its Close button. */
export const DateFilterField = ({ value, onChange }: DateFilterFieldProps) => {
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const isIncomplete = value !== '' && toApiDate(value) === null;
  return (
    <>
      <TextField
        label="Date"
        placeholder="yyyy/mm/dd"
        value={value}
        onChange={(event) => onChange(maskDate(event.target.value))}
        error={isIncomplete}
        helperText={isIncomplete ? 'Enter the date as year/month/day.' : ' '}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label="Choose date" onClick={() => setIsCalendarOpen(true)}>
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Dialog
        open={isCalendarOpen}
        onClose={() => setIsCalendarOpen(false)}
        slotProps={{
          paper: {
            'aria-label': 'Calendar',
            // On a phone the usual 32 px margins leave a day under 44 px wide.
            sx: {
              m: { xs: 1, sm: 4 },
              width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
            },
          },
        }}
        maxWidth="xs"
        fullWidth
      >
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          <MonthCalendar
            value={toApiDate(value)}
            onPick={(date) => {
              onChange(toMaskedDate(date));
              setIsCalendarOpen(false);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsCalendarOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
