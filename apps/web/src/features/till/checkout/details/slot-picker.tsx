import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { TIMESLOTS_PER_ROW } from '@opentill/contract/orders/checkout-messages';
import type { SlotDeliverTo } from '@opentill/contract/orders/deliver-to';
import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import { slotsQueryOptions } from '@/features/till/checkout/api/get-slots';

export type SlotPickerProps = {
  deliverTo: SlotDeliverTo;
  date: string;
  time: string;
  dateError?: string;
  timeError?: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
};

type Timeslot = SlotDay['timeslots'][number];

/** Rows of TIMESLOTS_PER_ROW (001 §9: a grid of 3 per row). */
export const toRows = <T,>(items: readonly T[], perRow = TIMESLOTS_PER_ROW): T[][] =>
  Array.from({ length: Math.ceil(items.length / perRow) }, (_, row) =>
    items.slice(row * perRow, row * perRow + perRow),
  );

const dayLabel = (date: string) => format(parseISO(date), 'EEE d MMM');
const availability = (slot: Timeslot) =>
  slot.numberAvailable <= 0 ? 'Full' : `${slot.numberAvailable} left`;

/** Delivery or collection slot: the day (chips), then its times, three to a row, with what is left. */
export const SlotPicker = ({
  deliverTo,
  date,
  time,
  dateError,
  timeError,
  onDateChange,
  onTimeChange,
}: SlotPickerProps) => {
  const daysLabelId = useId();
  const timesLabelId = useId();
  const slots = useQuery(slotsQueryOptions(deliverTo));
  const noun = deliverTo === 'home_delivery' ? 'delivery' : 'collection';

  if (slots.isPending)
    return <Skeleton variant="rounded" height={160} aria-label="Loading slots" />;
  if (slots.isError)
    return (
      <Alert severity="error">The {noun} times could not be loaded. Close and try again.</Alert>
    );
  const days = slots.data;
  const chosenDay = days.find((day) => day.date === date);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={daysLabelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Day of {noun}
      </Typography>
      {days.length === 0 ? (
        <Alert severity="info">No {noun} days are open.</Alert>
      ) : (
        <Box
          role="group"
          aria-labelledby={daysLabelId}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {days.map((day) => {
            const isChosen = day.date === date;
            const isFull = day.totalTimeslotsAvailable <= 0;
            return (
              <Button
                key={day.date}
                variant={isChosen ? 'contained' : 'outlined'}
                aria-pressed={isChosen}
                disabled={isFull}
                onClick={() => {
                  onDateChange(day.date);
                  onTimeChange('');
                }}
                sx={{
                  flexShrink: 0,
                  flexDirection: 'column',
                  borderRadius: 6,
                  minWidth: 112,
                  py: 0.75,
                }}
              >
                <span>{dayLabel(day.date)}</span>
                <Typography component="span" variant="caption">
                  {isFull ? 'Full' : `${day.totalTimeslotsAvailable} left`}
                </Typography>
              </Button>
            );
          })}
        </Box>
      )}
      {dateError !== undefined && <FormHelperText error>{dateError}</FormHelperText>}

      <Typography id={timesLabelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Time of {noun}
      </Typography>
      {chosenDay === undefined ? (
        <Typography color="text.secondary">Choose a day to see its times.</Typography>
      ) : (
        <Box role="grid" aria-labelledby={timesLabelId} sx={{ display: 'grid', gap: 1 }}>
          {toRows(chosenDay.timeslots).map((row) => (
            <Box
              key={row[0]?.startTime}
              role="row"
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: `repeat(${TIMESLOTS_PER_ROW}, minmax(0, 1fr))`,
              }}
            >
              {row.map((slot) => {
                const isChosen = slot.startTime === time;
                return (
                  <Box role="gridcell" key={slot.startTime} sx={{ display: 'grid' }}>
                    <Button
                      variant={isChosen ? 'contained' : 'outlined'}
                      aria-pressed={isChosen}
                      aria-label={`${slot.startTime}, ${availability(slot)}`}
                      disabled={slot.numberAvailable <= 0}
                      onClick={() => onTimeChange(slot.startTime)}
                      sx={{ flexDirection: 'column', py: 0.75, minHeight: 56 }}
                    >
                      <span>{slot.startTime}</span>
                      <Typography component="span" variant="caption">
                        {availability(slot)}
                      </Typography>
                    </Button>
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
      {timeError !== undefined && <FormHelperText error>{timeError}</FormHelperText>}
    </Box>
  );
};
