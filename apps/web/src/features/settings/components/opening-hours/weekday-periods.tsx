import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import {
  MAX_PERIODS_PER_DAY,
  type OpeningHoursSettings,
} from '@opentill/contract/settings/opening-hours-settings.schemas';
import { weekdayName } from '@opentill/contract/settings/time-fields';
import { FormTextField } from '@/ui/form-text-field';

export type WeekdayPeriodsProps = { control: Control<OpeningHoursSettings>; weekday: number };

/** One day of the week: its opening periods, or "Closed" when it has none. */
export const WeekdayPeriods = ({ control, weekday }: WeekdayPeriodsProps) => {
  const name = `days.${weekday}.periods` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const dayError = errors.days?.[weekday]?.periods;
  const message = dayError?.message ?? dayError?.root?.message;
  const day = weekdayName(weekday);
  return (
    <Box
      role="group"
      aria-label={day}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, pt: { sm: 1.5 } }}>{day}</Typography>
      <Stack spacing={1}>
        {fields.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: { sm: 1.5 } }}>
            Closed
          </Typography>
        )}
        {fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`${name}.${index}.opens`}
              label="Opens"
              type="time"
              size="small"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-label': `${day} opens` },
              }}
              sx={{ width: 140 }}
            />
            <FormTextField
              control={control}
              name={`${name}.${index}.closes`}
              label="Closes"
              type="time"
              size="small"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-label': `${day} closes` },
              }}
              sx={{ width: 140 }}
            />
            <IconButton
              aria-label={`Remove ${day}'s period ${index + 1}`}
              onClick={() => remove(index)}
              sx={{ width: 48, height: 48 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {message && <FormHelperText error>{message}</FormHelperText>}
        {fields.length < MAX_PERIODS_PER_DAY && (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => append({ opens: '', closes: '' })}
              aria-label={`Add a period on ${day}`}
              sx={{ minHeight: 48 }}
            >
              {fields.length === 0 ? 'Open this day' : 'Add a period'}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
