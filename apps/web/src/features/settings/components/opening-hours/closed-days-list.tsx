import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import {
  CLOSED_DAY_NOTE_MAX,
  type OpeningHoursSettings,
} from '@opentill/contract/settings/opening-hours-settings.schemas';
import { FormTextField } from '@/ui/form-text-field';

export type ClosedDaysListProps = { control: Control<OpeningHoursSettings> };

/** Dates the business is closed whatever the weekday says, e.g. 25 Dec "Christmas". */
export const ClosedDaysList = ({ control }: ClosedDaysListProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'closedDays' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="closed-days-title">
      <Box>
        <Typography id="closed-days-title" component="h3" variant="h6">
          Closed days
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Holidays and days off: no collection or delivery slots are offered on them.
        </Typography>
      </Box>
      {fields.length === 0 && <Typography color="text.secondary">No closed days.</Typography>}
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 }}
        >
          <FormTextField
            control={control}
            name={`closedDays.${index}.date`}
            label="Date"
            type="date"
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <FormTextField
            control={control}
            name={`closedDays.${index}.note`}
            label="Note (optional)"
            size="small"
            placeholder="e.g. Christmas"
            slotProps={{ htmlInput: { maxLength: CLOSED_DAY_NOTE_MAX } }}
            sx={{ flex: 1, minWidth: 160 }}
          />
          <IconButton
            aria-label={`Remove closed day ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ width: 48, height: 48 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ date: '', note: '' })}
          sx={{ minHeight: 48 }}
        >
          Add a closed day
        </Button>
      </Box>
    </Stack>
  );
};
