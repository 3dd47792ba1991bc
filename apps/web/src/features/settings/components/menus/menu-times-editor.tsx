import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import {
  MAX_MENU_TIMES,
  type MenusSettings,
  type MenusSettingsInput,
} from '@opentill/contract/settings/menus-settings.schemas';
import { WEEKDAY_NAMES } from '@opentill/contract/settings/time-fields';
import { FormTextField } from '@/ui/form-text-field';

type MenuControl = Control<MenusSettingsInput, unknown, MenusSettings>;

type WeekdaySelectProps = { control: MenuControl; name: `menus.${number}.times.${number}.weekday` };

const WeekdaySelect = ({ control, name }: WeekdaySelectProps) => {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      size="small"
      label="Day"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      fullWidth
    >
      {WEEKDAY_NAMES.map((day, weekday) => (
        <MenuItem key={day} value={weekday} sx={{ minHeight: 48 }}>
          {day}
        </MenuItem>
      ))}
    </TextField>
  );
};

export type MenuTimesEditorProps = { control: MenuControl; menuIndex: number; menuName: string };

/** When a menu is served: a weekday with a start and an end, as many as it needs. */
export const MenuTimesEditor = ({ control, menuIndex, menuName }: MenuTimesEditorProps) => {
  const name = `menus.${menuIndex}.times` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={{ xs: 2, sm: 1 }}>
      <Typography variant="subtitle2" component="h4">
        Served
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No times: the menu never starts by itself.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{
            display: 'grid',
            // On a phone the day sits above its two times; wider, all four share a line.
            gridTemplateColumns: { xs: '1fr 1fr 48px', sm: '150px 140px 140px 48px' },
            gridTemplateAreas: { xs: '"day day remove" "from to ."', sm: '"day from to remove"' },
            gap: 1,
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'day' }}>
            <WeekdaySelect control={control} name={`${name}.${index}.weekday`} />
          </Box>
          <FormTextField
            control={control}
            name={`${name}.${index}.startTime`}
            label="From"
            type="time"
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ gridArea: 'from' }}
          />
          <FormTextField
            control={control}
            name={`${name}.${index}.endTime`}
            label="To"
            type="time"
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ gridArea: 'to' }}
          />
          <IconButton
            aria-label={`Remove ${menuName}'s time ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ width: 48, height: 48, gridArea: 'remove' }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
      {fields.length < MAX_MENU_TIMES && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ weekday: 0, startTime: '', endTime: '' })}
            sx={{ minHeight: 48 }}
          >
            Add a time
          </Button>
        </Box>
      )}
    </Stack>
  );
};
